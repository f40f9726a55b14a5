import type { CodeMessage } from '@registry/contract/common/envelope';
import { ApiError } from '../../../lib/api-client';

/**
 * The first message of a failed call (spec section 8: "the first message in
 * codeMessages"), or the fallback when the API sent none (network, 500 ...).
 */
export function firstCodeMessage(error: unknown, fallback: string): CodeMessage {
  const first = error instanceof ApiError ? error.codeMessages[0] : undefined;
  return first ?? { codeMessage: 'ERROR_COMPANY_LINKS', message: fallback };
}
