import type { Permit } from '@registry/contract/auth/account-type';
import type { CompanyUser } from '@registry/contract/users/company-user';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import { loadCompany, lockCompanyMembers, updateMembership } from './company-users';
import { assertGrantable } from './grantable-permits';

/**
 * POST /api/user/permit/{id}: the user's permits in the company and, when
 * given, the admin flag. An admin cannot drop their own admin flag, so every
 * company keeps an active admin. New permits show in the user's next token.
 */
export async function setUserPermits({
  ctx,
  caller,
  input,
}: {
  ctx: { db: Db };
  caller: Caller;
  input: { id: number; permits: Permit[]; isAdminAccount?: 0 | 1 | undefined };
}): Promise<{ user: CompanyUser }> {
  return ctx.db.transaction(async (tx) => {
    const { admin, target } = await lockCompanyMembers(tx, caller, input.id);
    if (input.isAdminAccount === 0 && input.id === caller.userId) {
      throw new DomainError('ERROR_USER_SELF_ADMIN', 400);
    }
    const company = await loadCompany(tx, caller.companyId);
    assertGrantable(input.permits, {
      typeAccount: company.typeAccount,
      adminPermits: admin.permits,
      currentPermits: target.membership.permits,
    });
    const user = await updateMembership(tx, target, {
      permits: input.permits,
      ...(input.isAdminAccount === undefined ? {} : { isAdmin: input.isAdminAccount }),
    });
    return { user };
  });
}
