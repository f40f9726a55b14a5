import type { Membership } from './build-claims';
import type { SessionSettings } from './session-settings';
import { issueRefreshToken, signAccessToken } from './tokens';

export interface Session {
  token: string;
  refreshToken: string;
}

/** A new access token and a refresh token of a family (a new family unless given). */
export async function issueSession(
  ctx: SessionSettings,
  membership: Membership,
  familyId?: string,
): Promise<Session> {
  const token = await signAccessToken(
    ctx.keys,
    membership.userId,
    membership.claims,
    ctx.accessTokenTtl,
  );
  const refreshToken = await issueRefreshToken(ctx.db, {
    userId: membership.userId,
    companyId: membership.companyId,
    ttlSeconds: ctx.refreshTokenTtl,
    ...(familyId ? { familyId } : {}),
  });
  return { token, refreshToken };
}
