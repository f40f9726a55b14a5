import type { CreateWebhookRequest, Webhook } from '@registry/contract/webhooks/webhooks-api';
import type { Db } from '../../db/client';
import { webhooks } from '../../db/schema/webhooks';
import type { PrivateAddresses } from '../../config';
import type { Caller } from '../../lib/caller';
import { DomainError } from '../../lib/domain-error';
import { requireAdminSession } from '../api-keys/require-admin-session';
import { isPublicUrl } from './egress';
import { findWebhook } from './webhook-row';
import { newWebhookSecret } from './webhook-signature';

/**
 * POST /api/company/webhooks: a URL for some of the company's events, with a
 * new signing secret the answer shows this once. Events from now on reach it.
 * While private addresses are refused, a URL whose host is, or resolves to,
 * one that is not public is refused (422 ERROR_WEBHOOK_PRIVATE_ADDRESS).
 */
export async function createWebhook({
  db,
  caller,
  input,
  privateAddresses,
}: {
  db: Db;
  caller: Caller;
  input: CreateWebhookRequest;
  privateAddresses: PrivateAddresses;
}): Promise<{ webhook: Webhook; secret: string }> {
  requireAdminSession(caller);
  if (privateAddresses === 'refuse' && !(await isPublicUrl(input.url))) {
    throw new DomainError('ERROR_WEBHOOK_PRIVATE_ADDRESS', 422);
  }
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
