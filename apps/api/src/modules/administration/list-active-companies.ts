import { asc, eq } from 'drizzle-orm';
import type { ActiveCompaniesResponse } from '@registry/contract/administration/companies';
import type { AccountType } from '@registry/contract/auth/account-type';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/accounts';

/** GET /api/company/active: the approved companies, by name, for any session. */
export async function listActiveCompanies({
  ctx,
}: {
  ctx: { db: Db };
}): Promise<Pick<ActiveCompaniesResponse, 'companies'>> {
  const rows = await ctx.db
    .select({
      id: companies.id,
      name: companies.name,
      companyId: companies.companyId,
      typeAccount: companies.typeAccount,
    })
    .from(companies)
    .where(eq(companies.state, 'approved'))
    .orderBy(asc(companies.name), asc(companies.id));
  return {
    companies: rows.map((row) => ({ ...row, typeAccount: row.typeAccount as AccountType })),
  };
}
