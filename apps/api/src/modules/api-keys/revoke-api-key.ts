import { and, eq, isNull } from 'drizzle-orm';
import type { ApiKey } from '@registry/contract/api-keys/api-keys-api';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/schema/api-keys';
import type { Caller } from '../../lib/caller';
import { findApiKey } from './api-key-row';
import { requireAdminSession } from './require-admin-session';

/**
 * POST /api/company/api-keys/{id}/revoke: the key is refused from its next
 * call on (every call looks the key up; nothing caches it). Revoking a revoked
 * key keeps its first date.
 */
export async function revokeApiKey({
  db,
  caller,
  id,
}: {
  db: Db;
  caller: Caller;
  id: number;
}): Promise<{ key: ApiKey }> {
  requireAdminSession(caller);
  await findApiKey(db, caller, id);
  await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(apiKeys.id, id), eq(apiKeys.companyId, caller.companyId), isNull(apiKeys.revokedAt)),
    );
  return { key: await findApiKey(db, caller, id) };
}
