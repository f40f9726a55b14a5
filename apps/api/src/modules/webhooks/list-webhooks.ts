import { desc, eq } from 'drizzle-orm';
import type { Webhook } from '@registry/contract/webhooks/webhooks-api';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { webhooks } from '../../db/schema/webhooks';
import type { Caller } from '../../lib/caller';
import { requireAdminSession } from '../api-keys/require-admin-session';
import { toWebhook, WEBHOOK_COLUMNS } from './webhook-row';

/** GET /api/company/webhooks: the company's webhooks, newest first, deleted ones too. */
export async function listWebhooks({
  db,
  caller,
}: {
  db: Db;
  caller: Caller;
}): Promise<{ webhooks: Webhook[] }> {
  requireAdminSession(caller);
  const rows = await db
    .select(WEBHOOK_COLUMNS)
    .from(webhooks)
    .innerJoin(users, eq(users.id, webhooks.createdBy))
    .where(eq(webhooks.companyId, caller.companyId))
    .orderBy(desc(webhooks.id));
  return { webhooks: rows.map(toWebhook) };
}
