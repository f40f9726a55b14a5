import type { CodeMessage } from '@registry/contract/common/envelope';
import { ApiError } from '../../../lib/api-client';

/** The API's messages of a failed call, or the fallback when it sent none (network, 500 ...). */
export function errorMessages(error: unknown, fallback: string): CodeMessage[] {
  if (error instanceof ApiError && error.codeMessages.length > 0) return error.codeMessages;
  return [{ codeMessage: 'ERROR_USERS', message: fallback }];
}
