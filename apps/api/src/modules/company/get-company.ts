import { and, eq } from 'drizzle-orm';
import type { AccountType } from '@registry/contract/auth/account-type';
import type { Flag, GetCompanyResponse } from '@registry/contract/company/get-company';
import type { Db } from '../../db/client';
import { companies, userCompanies } from '../../db/schema/accounts';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';

type CompanyData = Omit<GetCompanyResponse, 'status' | 'codeMessages'>;

const toFlag = (value: number): Flag => (value === 1 ? 1 : 0);

/**
 * getCompany (spec section 7): the caller's company and the caller's membership
 * of it, read now, so permits granted after the token was issued show. A caller
 * whose membership was removed or deactivated since gets ERROR_COMPANY_NOT_ALLOWED.
 */
export async function getCompany({
  ctx,
  caller,
}: {
  ctx: { db: Db };
  caller: Caller;
}): Promise<CompanyData> {
  const [row] = await ctx.db
    .select({ company: companies, membership: userCompanies })
    .from(userCompanies)
    .innerJoin(companies, eq(companies.id, userCompanies.companyId))
    .where(
      and(
        eq(userCompanies.userId, caller.userId),
        eq(userCompanies.companyId, caller.companyId),
        eq(userCompanies.active, 1),
      ),
    );
  if (!row) throw new DomainError('ERROR_COMPANY_NOT_ALLOWED', 403);
  const { company, membership } = row;
  return {
    company: {
      id: company.id,
      name: company.name,
      companyId: company.companyId,
      typeAccount: company.typeAccount as AccountType,
      updateBilling: toFlag(company.updateBilling),
      updateDueDiligence: toFlag(company.updateDueDiligence),
      passwordExpirationDays: company.passwordExpirationDays,
      state: company.state,
      stateReason: company.stateReason,
    },
    userCompany: {
      isAdmin: toFlag(membership.isAdmin),
      isContact: toFlag(membership.isContact),
      permits: membership.permits,
    },
    passwordExpirationDays: company.passwordExpirationDays,
  };
}
