import type { Envelope } from '@registry/contract/common/envelope';
import { apiCall, ApiError, type ApiCall } from '../../../lib/api-client';

/** A ledger call that also fails on a status 0 answer, with the API's messages. */
export async function ledgerCall<T extends Envelope>(call: ApiCall<T>): Promise<T> {
  const answer = await apiCall(call);
  if (answer.status !== 1) {
    throw new ApiError('The ledger call failed', 200, answer.codeMessages);
  }
  return answer;
}

/** The API's messages of a failed call, joined; the fallback when it sent none. */
export function messageOf(error: unknown, fallback: string): string {
  const messages = (error as { codeMessages?: { message?: string; codeMessage: string }[] })
    .codeMessages;
  return messages?.map((item) => item.message || item.codeMessage).join(' ') || fallback;
}

/** Every ledger query starts with this key; a movement invalidates them all. */
export const LEDGER_QUERY_KEY = ['ledger'] as const;
