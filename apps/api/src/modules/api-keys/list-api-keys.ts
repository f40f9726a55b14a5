import { desc, eq } from 'drizzle-orm';
import type { ApiKey } from '@registry/contract/api-keys/api-keys-api';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { apiKeys } from '../../db/schema/api-keys';
import type { Caller } from '../../lib/caller';
import { API_KEY_COLUMNS, toApiKey } from './api-key-row';
import { requireAdminSession } from './require-admin-session';

/** GET /api/company/api-keys: the company's keys, the newest first, revoked ones too. */
export async function listApiKeys({
  db,
  caller,
}: {
  db: Db;
  caller: Caller;
}): Promise<{ keys: ApiKey[] }> {
  requireAdminSession(caller);
  const rows = await db
    .select(API_KEY_COLUMNS)
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .where(eq(apiKeys.companyId, caller.companyId))
    .orderBy(desc(apiKeys.id));
  return { keys: rows.map(toApiKey) };
}
