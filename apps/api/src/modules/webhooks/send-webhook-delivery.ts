import { eq } from 'drizzle-orm';
import { WEBHOOK_RETRY_HOURS } from '@registry/contract/webhooks/webhooks-api';
import { webhookAttempts, webhookDeliveries, webhooks } from '../../db/schema/webhooks';
import type { OutboxRunDeps } from '../outbox/outbox-deps';
import { messageIdOf } from './delivery-rows';
import { deliveryAgentFor, PrivateAddressError } from './egress';
import { signWebhook } from './webhook-signature';

/** The most of a receiver's answer an attempt keeps. */
const ANSWER_KEPT = 500;

/** Thrown for an attempt that was not answered 2xx: the outbox tries again after its backoff. */
class NotDeliveredError extends Error {}

/**
 * The outbox's sender of a webhook delivery (kind webhookDelivery): one POST,
 * signed, recorded as an attempt with the receiver's status and the start of
 * its answer. 2xx marks it delivered and nothing sends it again (a retry or a
 * restart finds it delivered); anything else throws, and the outbox tries again
 * with its doubling wait. After 24 hours from the event (or the resend) it is
 * failed and left; a deleted webhook's deliveries fail at once.
 */
export async function sendWebhookDelivery(
  deps: OutboxRunDeps,
  payload: Record<string, unknown>,
): Promise<void> {
  const deliveryId = Number(payload.deliveryId);
  const [row] = await deps.db
    .select({ delivery: webhookDeliveries, webhook: webhooks })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(eq(webhookDeliveries.id, deliveryId));
  if (!row || row.delivery.state === 'delivered') return;
  const now = deps.now();
  const since =
    typeof payload.since === 'string' ? new Date(payload.since) : row.delivery.createdAt;
  const isExpired = now.getTime() - since.getTime() >= WEBHOOK_RETRY_HOURS * 3_600_000;
  if (row.webhook.deletedAt || isExpired) {
    await deps.db
      .update(webhookDeliveries)
      .set({ state: 'failed' })
      .where(eq(webhookDeliveries.id, deliveryId));
    return;
  }
  const id = messageIdOf(deliveryId);
  const timestamp = Math.floor(now.getTime() / 1000);
  const body = JSON.stringify({
    type: row.delivery.event,
    timestamp: row.delivery.createdAt.toISOString(),
    data: row.delivery.payload,
  });
  const started = performance.now();
  let statusCode: number | null = null;
  let detail: string;
  try {
    const agent = await deliveryAgentFor(row.webhook.url, deps.webhookPrivateAddresses);
    if (!agent) throw new PrivateAddressError(new URL(row.webhook.url).hostname);
    // Node's fetch takes undici's agent (WEBHOOK_PRIVATE_ADDRESSES=refuse: public addresses only).
    const response = await fetch(row.webhook.url, {
      ...agent,
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(deps.webhookTimeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'carbon-registry-webhooks/1',
        'webhook-id': id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signWebhook(row.webhook.secret, { id, timestamp, body }),
      },
      body,
    });
    statusCode = response.status;
    detail = (await response.text().catch(() => '')).slice(0, ANSWER_KEPT);
  } catch (error) {
    detail = failureDetail(error, deps.webhookTimeoutMs);
  }
  const isDelivered = statusCode !== null && statusCode >= 200 && statusCode < 300;
  await deps.db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      deliveryId,
      at: now,
      statusCode,
      detail,
      durationMs: Math.round(performance.now() - started),
    });
    if (isDelivered) {
      await tx
        .update(webhookDeliveries)
        .set({ state: 'delivered', deliveredAt: deps.now() })
        .where(eq(webhookDeliveries.id, deliveryId));
    }
  });
  if (!isDelivered) throw new NotDeliveredError(`${id}: ${statusCode ?? detail}`);
}

/** What an attempt that got no answer records: a timeout, an address refused, or the network's error. */
function failureDetail(error: unknown, timeoutMs: number): string {
  if (!(error instanceof Error)) return `no answer: ${String(error)}`;
  if (error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  const cause = error instanceof PrivateAddressError ? error : (error.cause as Error | undefined);
  if (cause instanceof PrivateAddressError) return `refused: ${cause.message}`;
  return `no answer: ${cause?.message ?? error.message}`;
}
