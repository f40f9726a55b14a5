import { eq } from 'drizzle-orm';
import type { UpdatePasswordExpirationRequest } from '@registry/contract/company/password-expiration';
import { companies } from '../../db/schema/accounts';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import type { CompanyProfileContext } from './company-profile-context';
import { requireOwnMember } from './require-member';

/**
 * update-password-expiration-days (My Company tab 5): only for the session's
 * own company (another companyId answers 403) and only by an active admin of
 * it, read from the database (403 otherwise). The days are one of the options
 * (the contract refuses others).
 */
export async function updatePasswordExpiration({
  ctx,
  caller,
  input,
}: {
  ctx: CompanyProfileContext;
  caller: Caller;
  input: UpdatePasswordExpirationRequest;
}): Promise<{ passwordExpirationDays: number }> {
  if (input.companyId !== caller.companyId) throw new DomainError('ERROR_FORBIDDEN', 403);
  const membership = await requireOwnMember(ctx.db, caller);
  if (membership.isAdmin !== 1) throw new DomainError('ERROR_FORBIDDEN', 403);
  await ctx.db
    .update(companies)
    .set({ passwordExpirationDays: input.expirationDays })
    .where(eq(companies.id, caller.companyId));
  return { passwordExpirationDays: input.expirationDays };
}
