import type { ApiKey, CreateApiKeyRequest } from '@registry/contract/api-keys/api-keys-api';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/schema/api-keys';
import type { Caller } from '../../lib/caller';
import { findApiKey } from './api-key-row';
import { requireAdminSession } from './require-admin-session';
import { newApiKeySecret } from './api-key-secret';

/**
 * POST /api/company/api-keys: a new key for the caller's company, acting with
 * the caller's permits narrowed to its scopes. The answer holds the key, the
 * one time it is ever shown; the table keeps its SHA-256 only.
 */
export async function createApiKey({
  db,
  caller,
  input,
}: {
  db: Db;
  caller: Caller;
  input: CreateApiKeyRequest;
}): Promise<{ key: ApiKey; secret: string }> {
  requireAdminSession(caller);
  const { secret, keyHash, hint } = newApiKeySecret();
  const [row] = await db
    .insert(apiKeys)
    .values({
      companyId: caller.companyId,
      createdBy: caller.userId,
      name: input.name,
      scopes: input.scopes,
      keyHash,
      hint,
    })
    .returning({ id: apiKeys.id });
  return { key: await findApiKey(db, caller, row!.id), secret };
}
