import { and, eq, isNull } from 'drizzle-orm';
import type { ApiKeyScope } from '@registry/contract/api-keys/api-keys-api';
import type { Permit } from '@registry/contract/auth/account-type';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/schema/api-keys';
import type { Caller } from '../../lib/caller';
import { loadMembership } from '../user/build-claims';
import { hashApiKey } from './api-key-secret';

/** The permits each scope lets a key use, of those its creator holds. */
const PERMITS_OF_SCOPE: Record<ApiKeyScope, readonly Permit[]> = {
  read: [],
  transfer: ['transfer'],
  retire: ['retire'],
};

/**
 * The caller an X-Api-Key stands for, or null (401) when the key is unknown,
 * revoked, or its creator is no longer an active member of the company. The
 * call is the key's use: its last use is set to `now`. The caller is the
 * creator in the company, with the creator's permits as they are now narrowed
 * to the key's scopes and never the admin flag, so every check a user's call
 * meets applies to the key the same way.
 */
export async function callerOfApiKey(db: Db, secret: string, now: Date): Promise<Caller | null> {
  const [key] = await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.keyHash, hashApiKey(secret)), isNull(apiKeys.revokedAt)))
    .returning({
      id: apiKeys.id,
      companyId: apiKeys.companyId,
      createdBy: apiKeys.createdBy,
      scopes: apiKeys.scopes,
    });
  if (!key) return null;
  const membership = await loadMembership(db, key.createdBy, key.companyId);
  if (!membership) return null;
  const allowed = new Set(key.scopes.flatMap((scope) => PERMITS_OF_SCOPE[scope]));
  return {
    userId: key.createdBy,
    companyId: key.companyId,
    claims: {
      ...membership.claims,
      permits: membership.claims.permits.filter((permit) => allowed.has(permit)),
      isAdminCompany: 0,
      userCompanies: [],
      exp: 0,
    },
    apiKey: { id: key.id, scopes: key.scopes },
  };
}
