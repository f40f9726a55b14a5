import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { WebhookDelivery } from '@registry/contract/webhooks/webhooks-api';
import type { Db } from '../../db/client';
import { webhookAttempts, webhookDeliveries } from '../../db/schema/webhooks';

/** The webhook-id header of a delivery: the same on every attempt and resend. */
export const messageIdOf = (deliveryId: number): string => `msg_${deliveryId}`;

/** Deliveries of a webhook, newest first, from before `cursor` when given, with their attempts. */
export async function readDeliveries(
  db: Db,
  where: { webhookId: number; cursor?: number; deliveryId?: number },
  limit: number,
): Promise<WebhookDelivery[]> {
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.webhookId, where.webhookId),
        where.cursor === undefined ? undefined : lt(webhookDeliveries.id, where.cursor),
        where.deliveryId === undefined ? undefined : eq(webhookDeliveries.id, where.deliveryId),
      ),
    )
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit);
  const attempts =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(webhookAttempts)
          .where(
            inArray(
              webhookAttempts.deliveryId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(webhookAttempts.id));
  return rows.map((row) => ({
    id: row.id,
    webhookId: row.webhookId,
    messageId: messageIdOf(row.id),
    event: row.event,
    state: row.state,
    payload: row.payload,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    attempts: attempts
      .filter((attempt) => attempt.deliveryId === row.id)
      .map((attempt) => ({
        at: attempt.at.toISOString(),
        statusCode: attempt.statusCode,
        detail: attempt.detail,
        durationMs: attempt.durationMs,
      })),
  }));
}
