import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/accounts';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';

/** GET /api/company/data: the password policy of the caller's company. */
export async function getCompanyData({
  ctx,
  caller,
}: {
  ctx: { db: Db };
  caller: Caller;
}): Promise<{ minCharactersPassword: number }> {
  const [company] = await ctx.db
    .select({ minCharactersPassword: companies.minCharactersPassword })
    .from(companies)
    .where(eq(companies.id, caller.companyId));
  if (!company) throw new DomainError('ERROR_NOT_FOUND', 404);
  return company;
}
