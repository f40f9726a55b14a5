import { sendCreditsReceivedMail } from '../ledger/send-credits-received-mail';
import { sendWebhookDelivery } from '../webhooks/send-webhook-delivery';
import type { OutboxRunDeps } from './outbox-deps';

/** Each kind of outbox row and what sends it; a sender throws to be retried later. */
export const OUTBOX_KINDS = {
  creditsReceivedMail: sendCreditsReceivedMail,
  webhookDelivery: sendWebhookDelivery,
} satisfies Record<
  string,
  (deps: OutboxRunDeps, payload: Record<string, unknown>) => Promise<void>
>;

export type OutboxKind = keyof typeof OUTBOX_KINDS;

export function isOutboxKind(kind: string): kind is OutboxKind {
  return Object.hasOwn(OUTBOX_KINDS, kind);
}
