import type { CreateWebhookRequest, Webhook } from '@registry/contract/webhooks/webhooks-api';
import type { Db } from '../../db/client';
import { webhooks } from '../../db/schema/webhooks';
import type { Caller } from '../../lib/caller';
import { requireAdminSession } from '../api-keys/require-admin-session';
import { findWebhook } from './webhook-row';
import { newWebhookSecret } from './webhook-signature';

/**
 * POST /api/company/webhooks: a URL for some of the company's events, with a
 * new signing secret the answer shows this once. Events from now on reach it.
 */
export async function createWebhook({
  db,
  caller,
  input,
}: {
  db: Db;
  caller: Caller;
  input: CreateWebhookRequest;
}): Promise<{ webhook: Webhook; secret: string }> {
  requireAdminSession(caller);
  const secret = newWebhookSecret();
  const [row] = await db
    .insert(webhooks)
    .values({
      companyId: caller.companyId,
      createdBy: caller.userId,
      url: input.url,
      events: input.events,
      secret,
    })
    .returning({ id: webhooks.id });
  return { webhook: await findWebhook(db, caller, row!.id), secret };
}
