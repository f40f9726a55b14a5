import { and, eq } from 'drizzle-orm';
import type { Webhook } from '@registry/contract/webhooks/webhooks-api';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { webhooks } from '../../db/schema/webhooks';
import type { Caller } from '../../lib/caller';
import { DomainError } from '../../lib/domain-error';

/** The columns a webhook is shown with (never its secret), its creator's name joined. */
export const WEBHOOK_COLUMNS = {
  id: webhooks.id,
  url: webhooks.url,
  events: webhooks.events,
  createdAt: webhooks.createdAt,
  createdBy: users.name,
  deletedAt: webhooks.deletedAt,
};

interface WebhookRow extends Omit<Webhook, 'createdAt' | 'deletedAt'> {
  createdAt: Date;
  deletedAt: Date | null;
}

export const toWebhook = (row: WebhookRow): Webhook => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  deletedAt: row.deletedAt?.toISOString() ?? null,
});

/** One webhook of the caller's company; 404 for another company's or an unknown one. */
export async function findWebhook(db: Db, caller: Caller, id: number): Promise<Webhook> {
  const [row] = await db
    .select(WEBHOOK_COLUMNS)
    .from(webhooks)
    .innerJoin(users, eq(users.id, webhooks.createdBy))
    .where(and(eq(webhooks.id, id), eq(webhooks.companyId, caller.companyId)));
  if (!row) throw new DomainError('ERROR_WEBHOOK_NOT_FOUND', 404);
  return toWebhook(row);
}
