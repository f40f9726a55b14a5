import type { Envelope } from '@registry/contract/common/envelope';
import { apiCall, ApiError, type ApiCall } from './api-client';

/** An API call of the ledger that also fails on a status 0 answer, with its messages. */
export async function ledgerCall<T extends Envelope>(call: ApiCall<T>): Promise<T> {
  const answer = await apiCall(call);
  if (answer.status !== 1) throw new ApiError('The ledger call failed', 200, answer.codeMessages);
  return answer;
}

/**
 * The API's messages of a failed call in the user's language, joined; the
 * fallback when it sent none (a bare code is no sentence for a person).
 */
export function failureText(error: unknown, fallback: string): string {
  const messages = error instanceof ApiError ? error.codeMessages : [];
  return messages.map((item) => item.message).join(' ') || fallback;
}

/** A fresh Idempotency-Key: one per confirmation, so a retry never moves twice. */
export const newIdempotencyKey = (): string => crypto.randomUUID();

/** Every ledger query starts with this key; a movement invalidates them all. */
export const LEDGER_QUERY_KEY = ['ledger'] as const;
