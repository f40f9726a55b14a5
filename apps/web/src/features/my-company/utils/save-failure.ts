import type { CodeMessage } from '@registry/contract/common/envelope';
import { ApiError } from '../../../lib/api-client';

/** Which of a failed save's messages the alert shows (spec section 8). */
export type FailureMessages = 'all' | 'first';

/**
 * The messages of a failed call, or the fallback when it sent none (network,
 * 500 ...): all of them for the general, billing and password saves, only the
 * first for the others and for the load.
 */
export function failureMessages(
  error: unknown,
  fallback: string,
  which: FailureMessages,
): CodeMessage[] {
  const messages =
    error instanceof ApiError && error.codeMessages.length > 0
      ? error.codeMessages
      : [{ codeMessage: 'ERROR_MY_COMPANY', message: fallback }];
  return which === 'first' ? messages.slice(0, 1) : messages;
}
