import type { Language } from '@registry/contract/common/language';
import { DomainError } from '../../lib/domain-error';
import { loadMembership } from './build-claims';
import type { Session } from './issue-session';
import type { SessionSettings } from './session-settings';
import { rotateRefreshToken, signAccessToken } from './tokens';
import { rememberLanguage } from './user-language';

/** Spends a refresh token and answers a new access token and the next refresh token. */
export async function refreshSession({
  ctx,
  input,
  lng,
}: {
  ctx: SessionSettings;
  input: { refreshToken: string };
  /** The request's language: kept as the user's choice when it differs. */
  lng: Language;
}): Promise<Session> {
  const rotated = await rotateRefreshToken(ctx.db, input.refreshToken, ctx.refreshTokenTtl);
  // Stryker disable next-line ConditionalExpression: a refused rotation has no user, whose membership is then not found: the same error
  if (!rotated.ok) throw new DomainError('ERROR_REFRESH_TOKEN', 400);
  const membership = await loadMembership(ctx.db, rotated.userId, rotated.companyId);
  if (!membership) throw new DomainError('ERROR_REFRESH_TOKEN', 400);
  await rememberLanguage(ctx.db, { userId: membership.userId, lng, now: new Date() });
  const token = await signAccessToken(
    ctx.keys,
    membership.userId,
    membership.claims,
    ctx.accessTokenTtl,
  );
  return { token, refreshToken: rotated.refreshToken };
}
