import { and, eq, isNull } from 'drizzle-orm';
import type { UpdatePasswordLinkRequest } from '@registry/contract/auth/password';
import type { Db } from '../../db/client';
import { loginFailures, refreshTokens, users } from '../../db/schema/accounts';
import { DomainError } from '../../lib/domain-error';
import type { Keys } from '../../lib/keys';
import { hashPassword, verifyPassword } from '../../lib/password';
import { findUsableLink } from './find-usable-link';
import { consumePasswordLink } from './password-links';
import { checkNewPassword, readPassword } from './check-new-password';
import { minPasswordLengthOfUser } from './user-password-policy';

/**
 * POST /api/user/update-password-link, for every kind of link (recovery,
 * invitation, registration, expiry). In one transaction: the link is spent
 * (only one of two simultaneous requests can), the password set, the lockout
 * and failed logins cleared, and every refresh token of the user revoked, so
 * whoever else held a session of the account is out at the next refresh.
 */
export async function setPasswordByLink({
  ctx,
  input,
}: {
  ctx: { db: Db; keys: Keys };
  input: UpdatePasswordLinkRequest;
}): Promise<void> {
  const link = await findUsableLink(ctx.db, input);
  const newPassword = checkNewPassword({
    newPassword: readPassword(ctx.keys.passwordPrivateKeyPem, input.newPassword),
    confirmation: readPassword(ctx.keys.passwordPrivateKeyPem, input.ConfPassword),
    minLength: await minPasswordLengthOfUser(ctx.db, link.userId),
  });
  // An expired password must be replaced, not set again.
  if (link.purpose === 'expiry' && (await verifyPassword(newPassword, link.passwordHash))) {
    throw new DomainError('ERROR_PASSWORD_SAME_AS_CURRENT');
  }
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (tx) => {
    if (!(await consumePasswordLink(tx, link.linkId))) {
      throw new DomainError('ERROR_LINK_EXPIRED_OR_USED');
    }
    const now = new Date();
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, lockedUntil: null })
      .where(eq(users.id, link.userId));
    await tx.delete(loginFailures).where(eq(loginFailures.userId, link.userId));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.userId, link.userId), isNull(refreshTokens.revokedAt)));
  });
}
