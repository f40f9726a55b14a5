import { and, eq } from 'drizzle-orm';
import type { CurrentUser } from '@registry/contract/users/get-current-user';
import type { Db } from '../../db/client';
import { userCompanies, users } from '../../db/schema/accounts';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import { toCompanyUser } from './company-users';

/** GET /api/user/: the caller as a user of the session's company (any logged-in user). */
export async function getCurrentUser({
  ctx,
  caller,
}: {
  ctx: { db: Db };
  caller: Caller;
}): Promise<{ user: CurrentUser }> {
  const [row] = await ctx.db
    .select({ user: users, membership: userCompanies })
    .from(userCompanies)
    .innerJoin(users, eq(users.id, userCompanies.userId))
    .where(
      and(eq(userCompanies.userId, caller.userId), eq(userCompanies.companyId, caller.companyId)),
    );
  if (!row) throw new DomainError('ERROR_USER_NOT_FOUND', 404);
  const { permits: _permits, ...user } = toCompanyUser(row.user, row.membership);
  return { user };
}
