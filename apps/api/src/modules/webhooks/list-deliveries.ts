import type { WebhookDelivery } from '@registry/contract/webhooks/webhooks-api';
import type { Db } from '../../db/client';
import type { Caller } from '../../lib/caller';
import { requireAdminSession } from '../api-keys/require-admin-session';
import { readDeliveries } from './delivery-rows';
import { findWebhook } from './webhook-row';

const PAGE = 25;

/** GET /api/company/webhooks/{id}/deliveries: 25 at a time, newest first, each with its attempts. */
export async function listDeliveries({
  db,
  caller,
  webhookId,
  cursor,
}: {
  db: Db;
  caller: Caller;
  webhookId: number;
  cursor?: number | undefined;
}): Promise<{ deliveries: WebhookDelivery[]; nextCursor: number | null }> {
  requireAdminSession(caller);
  await findWebhook(db, caller, webhookId);
  const rows = await readDeliveries(db, { webhookId, ...(cursor ? { cursor } : {}) }, PAGE + 1);
  const deliveries = rows.slice(0, PAGE);
  return {
    deliveries,
    nextCursor: rows.length > PAGE ? (deliveries.at(-1)?.id ?? null) : null,
  };
}
