import { and, eq } from 'drizzle-orm';
import type { ApiKey } from '@registry/contract/api-keys/api-keys-api';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { apiKeys } from '../../db/schema/api-keys';
import type { Caller } from '../../lib/caller';
import { DomainError } from '../../lib/domain-error';

/** The columns a key is shown with, its creator's name joined. */
export const API_KEY_COLUMNS = {
  id: apiKeys.id,
  name: apiKeys.name,
  scopes: apiKeys.scopes,
  hint: apiKeys.hint,
  createdAt: apiKeys.createdAt,
  createdBy: users.name,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

interface ApiKeyRow extends Omit<ApiKey, 'createdAt' | 'lastUsedAt' | 'revokedAt'> {
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export const toApiKey = (row: ApiKeyRow): ApiKey => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** One key of the caller's company; 404 for another company's or an unknown one. */
export async function findApiKey(db: Db, caller: Caller, id: number): Promise<ApiKey> {
  const [row] = await db
    .select(API_KEY_COLUMNS)
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .where(and(eq(apiKeys.id, id), eq(apiKeys.companyId, caller.companyId)));
  if (!row) throw new DomainError('ERROR_API_KEY_NOT_FOUND', 404);
  return toApiKey(row);
}
