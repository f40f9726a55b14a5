import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/accounts';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';

export interface CompanyTerms {
  isTerms: boolean;
  isHabeas: boolean;
  companyId: number;
}

/** GET /api/company/terms: what the caller's company has accepted. */
export async function getTerms({
  ctx,
  caller,
}: {
  ctx: { db: Db };
  caller: Caller;
}): Promise<CompanyTerms> {
  const [company] = await ctx.db
    .select({ acceptTerms: companies.acceptTerms, acceptHabeas: companies.acceptHabeas })
    .from(companies)
    .where(eq(companies.id, caller.companyId));
  if (!company) throw new DomainError('ERROR_NOT_FOUND', 404);
  return {
    isTerms: company.acceptTerms === 1,
    isHabeas: company.acceptHabeas === 1,
    companyId: caller.companyId,
  };
}
