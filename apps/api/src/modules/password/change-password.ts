import { eq } from 'drizzle-orm';
import type { UpdatePasswordRequest } from '@registry/contract/auth/password';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { DomainError } from '../../lib/domain-error';
import type { Keys } from '../../lib/keys';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { Caller } from '../../plugins/auth';
import { checkNewPassword, readPassword } from './check-new-password';
import { minPasswordLengthOfUser } from './user-password-policy';

/** POST /api/user/updatePassword: the logged-in user replaces a password they know. */
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
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, caller.userId));
  if (!user || !(await verifyPassword(current, user.passwordHash))) {
    throw new DomainError('ERROR_CURRENT_PASSWORD');
  }
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
