import { and, eq } from 'drizzle-orm';
import type { WebhookDelivery } from '@registry/contract/webhooks/webhooks-api';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema/outbox';
import { webhookDeliveries, webhooks } from '../../db/schema/webhooks';
import type { Caller } from '../../lib/caller';
import { DomainError } from '../../lib/domain-error';
import { requireAdminSession } from '../api-keys/require-admin-session';
import { readDeliveries } from './delivery-rows';

/**
 * POST /api/company/webhooks/deliveries/{id}/resend: the delivery is sent
 * again (same webhook-id, so a receiver can tell a repeat) and retried for
 * another 24 hours until it is answered 2xx. A deleted webhook gets nothing.
 */
export async function resendDelivery({
  db,
  caller,
  deliveryId,
  now = new Date(),
}: {
  db: Db;
  caller: Caller;
  deliveryId: number;
  now?: Date;
}): Promise<{ delivery: WebhookDelivery }> {
  requireAdminSession(caller);
  const webhookId = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ webhookId: webhooks.id, deletedAt: webhooks.deletedAt })
      .from(webhookDeliveries)
      .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhooks.companyId, caller.companyId)))
      .for('update', { of: webhookDeliveries });
    if (!row) throw new DomainError('ERROR_WEBHOOK_NOT_FOUND', 404);
    if (row.deletedAt) throw new DomainError('ERROR_WEBHOOK_DELETED', 409);
    await tx
      .update(webhookDeliveries)
      .set({ state: 'pending' })
      .where(eq(webhookDeliveries.id, deliveryId));
    await tx.insert(outbox).values({
      kind: 'webhookDelivery',
      payload: { deliveryId, since: now.toISOString() },
    });
    return row.webhookId;
  });
  const [delivery] = await readDeliveries(db, { webhookId, deliveryId }, 1);
  return { delivery: delivery! };
}
