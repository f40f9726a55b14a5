import type { CodeMessage, Envelope } from '@registry/contract/common/envelope';
import { ApiError } from '../../../lib/api-client';

/** What a form shows after sending: the answer's messages, as success or danger (spec section 8). */
export type Outcome = { variant: 'success' | 'danger'; messages: CodeMessage[] } | null;

/** fallbacks: what to say when the answer carried no message. */
export function outcomeOfAnswer(
  answer: Envelope,
  fallbacks: { success: string; danger: string },
): Outcome {
  const variant = answer.status === 1 ? 'success' : 'danger';
  const messages = answer.codeMessages.length
    ? answer.codeMessages
    : [{ codeMessage: variant, message: fallbacks[variant] }];
  return { variant, messages };
}

/** A call that failed without a usable answer: the API's messages when it sent some, else the fallback. */
export function outcomeOfError(error: unknown, fallback: string): Outcome {
  const messages = error instanceof ApiError ? error.codeMessages : [];
  return {
    variant: 'danger',
    messages: messages.length ? messages : [{ codeMessage: 'ERROR', message: fallback }],
  };
}

export function hasCode(outcome: Outcome, code: string): boolean {
  return outcome?.messages.some((m) => m.codeMessage === code) ?? false;
}
