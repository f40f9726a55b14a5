import { eq } from 'drizzle-orm';
import type { UpdatePasswordRequest } from '@registry/contract/auth/password';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { DomainError } from '../../lib/domain-error';
import type { Keys } from '../../lib/keys';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { Caller } from '../../lib/caller';
import {
  clearLoginFailures,
  isLocked,
  loginLockedError,
  recordLoginFailure,
} from '../user/login-lockout';
import { checkNewPassword, readPassword } from './check-new-password';
import { minPasswordLengthOfUser } from './user-password-policy';

/**
 * POST /api/user/updatePassword: the logged-in user replaces a password they
 * know. A wrong current password is a failed login: five within 15 minutes
 * lock the account as the login does, and a locked account is refused here.
 */
export async function changePassword({
  ctx,
  caller,
  input,
}: {
  ctx: { db: Db; keys: Keys };
  caller: Caller;
  input: UpdatePasswordRequest;
}): Promise<void> {
  const key = ctx.keys.passwordPrivateKeyPem;
  const current = readPassword(key, input.password);
  const [user] = await ctx.db
    .select({ passwordHash: users.passwordHash, lockedUntil: users.lockedUntil })
    .from(users)
    .where(eq(users.id, caller.userId));
  if (!user) throw new DomainError('ERROR_CURRENT_PASSWORD');
  const now = new Date();
  if (isLocked(user.lockedUntil, now)) throw loginLockedError(user.lockedUntil, now);
  if (!(await verifyPassword(current, user.passwordHash))) {
    // A guess counts as a failed login does (issue 7, finding 7): whoever holds
    // a stolen access token meets the same lockout as at the login screen.
    const failure = await recordLoginFailure(ctx.db, caller.userId, now);
    if (failure.code === 'ERROR_LOGIN_LOCKED') throw failure;
    throw new DomainError('ERROR_CURRENT_PASSWORD', 400, {}, failure.data);
  }
  await clearLoginFailures(ctx.db, caller.userId);
  const newPassword = checkNewPassword({
    newPassword: readPassword(key, input.newPassword),
    confirmation: readPassword(key, input.ConfPassword),
    minLength: await minPasswordLengthOfUser(ctx.db, caller.userId),
  });
  if (newPassword === current) throw new DomainError('ERROR_PASSWORD_SAME_AS_CURRENT');
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword), passwordChangedAt: new Date() })
    .where(eq(users.id, caller.userId));
}
