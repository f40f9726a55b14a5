import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { RegenerateApiTokenRequest } from '@registry/contract/company/regenerate-api-token';
import { companies } from '../../db/schema/accounts';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import type { CompanyProfileContext } from './company-profile-context';
import { requireOwnMember } from './require-member';

/** Bytes of a new API token (base64url: 43 characters), as ensureApiToken makes them. */
export const API_TOKEN_BYTES = 32;

/**
 * regenerate-api-token (My Company tab 4): only for the session's own company
 * (another companyId answers 403) and only by an active admin of it, read
 * from the database (403 otherwise). The new token replaces the old one in
 * one update, so the old one stops working at once.
 */
export async function regenerateApiToken({
  ctx,
  caller,
  input,
}: {
  ctx: CompanyProfileContext;
  caller: Caller;
  input: RegenerateApiTokenRequest;
}): Promise<{ hashId: string }> {
  if (input.companyId !== caller.companyId) throw new DomainError('ERROR_FORBIDDEN', 403);
  const membership = await requireOwnMember(ctx.db, caller);
  if (membership.isAdmin !== 1) throw new DomainError('ERROR_FORBIDDEN', 403);
  const hashId = randomBytes(API_TOKEN_BYTES).toString('base64url');
  const [updated] = await ctx.db
    .update(companies)
    .set({ apiToken: hashId })
    .where(eq(companies.id, caller.companyId))
    .returning({ apiToken: companies.apiToken });
  if (updated?.apiToken !== hashId) throw new DomainError('ERROR_COMPANY_NOT_FOUND', 404);
  return { hashId };
}
