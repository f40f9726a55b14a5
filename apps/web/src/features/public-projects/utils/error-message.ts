import { ApiError } from '../../../lib/api-client';

/** The API's first message of a failed call, or the fallback (network, 500 ...). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.codeMessages[0]) return error.codeMessages[0].message;
  return fallback;
}
