import { eq } from 'drizzle-orm';
import type { AcceptCompanyTermsRequest } from '@registry/contract/auth/company-terms';
import { companies } from '../../db/schema/accounts';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import { loadMembership } from '../user/build-claims';
import { issueSession, type Session } from '../user/issue-session';
import type { SessionSettings } from '../user/session-settings';

/**
 * POST /api/company/terms (spec section 4, terms acceptance): the caller
 * accepts, for their company, the terms and the personal-data policy, and gets
 * a fresh session that the browser stores. Another company's id is forbidden.
 */
export async function acceptTerms({
  ctx,
  caller,
  input,
}: {
  ctx: SessionSettings;
  caller: Caller;
  input: AcceptCompanyTermsRequest;
}): Promise<Session> {
  if (input.companyId !== caller.companyId) throw new DomainError('ERROR_FORBIDDEN', 403);
  const membership = await loadMembership(ctx.db, caller.userId, caller.companyId);
  if (!membership) throw new DomainError('ERROR_FORBIDDEN', 403);
  if (!input.isTerms || !input.isHabeas) throw new DomainError('ERROR_TERMS_REQUIRED');
  await ctx.db
    .update(companies)
    .set({ acceptTerms: 1, acceptHabeas: 1 })
    .where(eq(companies.id, caller.companyId));
  return issueSession(ctx, membership);
}
