import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import { loadMembership } from './build-claims';
import { issueSession, type Session } from './issue-session';
import { revokeRefreshFamily } from './tokens';
import type { SessionSettings } from './session-settings';

/** loginForCompany: a session for another company of the same user, and only of the same user. */
export async function switchCompany({
  ctx,
  caller,
  input,
}: {
  ctx: SessionSettings;
  caller: Caller;
  input: { companyId: number; refreshToken?: string | undefined };
}): Promise<Session> {
  const membership = await loadMembership(ctx.db, caller.userId, input.companyId);
  if (!membership) throw new DomainError('ERROR_COMPANY_NOT_ALLOWED', 403);
  const session = await issueSession(ctx, membership);
  // The session being left ends: its refresh token would otherwise renew the old company.
  if (input.refreshToken) await revokeRefreshFamily(ctx.db, input.refreshToken, caller.userId);
  return session;
}
