import { and, asc, ilike, inArray, or, sql } from 'drizzle-orm';
import type { PartyCompany } from '@registry/contract/projects/project-api';
import { companies } from '../../db/schema/accounts';
import type { Caller } from '../../lib/caller';
import { containsPattern } from '../company-links/search-companies';
import type { ProjectContext } from './project-context';
import { PARTY_ACCOUNT_TYPES, type Party } from './project-references';

export const PARTY_SEARCH_LIMIT = 20;

/**
 * POST /api/company/{developer|owner|certifier|ovv}/search: up to 20
 * companies that may play that part in a project, whose name or document
 * number contains the text (any case), sorted by name.
 */
export async function searchPartyCompanies({
  ctx,
  input,
}: {
  ctx: Pick<ProjectContext, 'db'>;
  caller: Caller;
  input: { party: Party; search: string };
}): Promise<{ companies: PartyCompany[] }> {
  const pattern = containsPattern(input.search.trim());
  const rows = await ctx.db
    .select({
      id: companies.id,
      companyId: companies.companyId,
      name: companies.name,
      documentNumber: companies.documentNumber,
      verificationDigit: companies.verificationDigit,
    })
    .from(companies)
    .where(
      and(
        inArray(companies.typeAccount, [...PARTY_ACCOUNT_TYPES[input.party]]),
        or(ilike(companies.name, pattern), ilike(companies.documentNumber, pattern)),
      ),
    )
    .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id))
    .limit(PARTY_SEARCH_LIMIT);
  return { companies: rows };
}
