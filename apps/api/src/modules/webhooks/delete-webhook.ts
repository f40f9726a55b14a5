import { and, eq, isNull } from 'drizzle-orm';
import type { Webhook } from '@registry/contract/webhooks/webhooks-api';
import type { Db } from '../../db/client';
import { webhooks } from '../../db/schema/webhooks';
import type { Caller } from '../../lib/caller';
import { requireAdminSession } from '../api-keys/require-admin-session';
import { findWebhook } from './webhook-row';

/**
 * POST /api/company/webhooks/{id}/delete: no new event reaches it and its
 * pending deliveries stop; the row and its deliveries stay to be read.
 */
export async function deleteWebhook({
  db,
  caller,
  id,
}: {
  db: Db;
  caller: Caller;
  id: number;
}): Promise<{ webhook: Webhook }> {
  requireAdminSession(caller);
  await findWebhook(db, caller, id);
  await db
    .update(webhooks)
    .set({ deletedAt: new Date() })
    .where(
      and(
        eq(webhooks.id, id),
        eq(webhooks.companyId, caller.companyId),
        isNull(webhooks.deletedAt),
      ),
    );
  return { webhook: await findWebhook(db, caller, id) };
}
