import { and, eq, isNull } from 'drizzle-orm';
import type { CompanyUser } from '@registry/contract/users/company-user';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema/accounts';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import { lockCompanyMembers, updateMembership } from './company-users';

/**
 * POST /api/user/active/{id}: whether the user may log in to the company.
 * Deactivating revokes the user's refresh tokens for this company, so the
 * session ends when its access token expires. An admin cannot deactivate
 * themself, so every company keeps an active admin.
 */
export async function setUserActive({
  ctx,
  caller,
  input,
}: {
  ctx: { db: Db };
  caller: Caller;
  input: { id: number; active: 0 | 1 };
}): Promise<{ user: CompanyUser }> {
  return ctx.db.transaction(async (tx) => {
    const { target } = await lockCompanyMembers(tx, caller, input.id);
    if (input.active === 0 && input.id === caller.userId) {
      throw new DomainError('ERROR_USER_SELF_DEACTIVATE', 400);
    }
    const user = await updateMembership(tx, target, { active: input.active });
    if (input.active === 0) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(refreshTokens.userId, input.id),
            eq(refreshTokens.companyId, caller.companyId),
            isNull(refreshTokens.revokedAt),
          ),
        );
    }
    return { user };
  });
}
