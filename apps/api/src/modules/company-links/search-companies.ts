import { and, asc, ilike, inArray, ne, or, sql, eq } from 'drizzle-orm';
import {
  COMPANY_SEARCH_LIMIT,
  isSearchLongEnough,
  type CompanyLinkState,
  type CompanySearchResult,
} from '@registry/contract/company-links/search-companies';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/accounts';
import { companyRequests } from '../../db/schema/company-profile';
import { pickText } from '../../db/schema/localized';
import { typeDocuments } from '../../db/schema/reference';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import { requireLinkMember } from './link-access';
import type { LinkContext } from './link-context';

/** The text as a LIKE pattern that matches it anywhere, its own %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The link state between the caller's company and each of the others: a
 * rejected request (state 2) counts as none, since it may be asked again.
 */
async function readLinkStates(
  db: Db,
  companyId: number,
  otherIds: number[],
): Promise<Map<number, CompanyLinkState>> {
  const states = new Map<number, CompanyLinkState>();
  if (otherIds.length === 0) return states;
  const rows = await db
    .select()
    .from(companyRequests)
    .where(
      or(
        and(
          eq(companyRequests.requesterCompanyId, companyId),
          inArray(companyRequests.targetCompanyId, otherIds),
        ),
        and(
          inArray(companyRequests.requesterCompanyId, otherIds),
          eq(companyRequests.targetCompanyId, companyId),
        ),
      ),
    );
  for (const row of rows) {
    const isSent = row.requesterCompanyId === companyId;
    const otherId = isSent ? row.targetCompanyId : row.requesterCompanyId;
    if (row.state === 1) states.set(otherId, 'accepted');
    else if (row.state === 0 && states.get(otherId) !== 'accepted') {
      states.set(otherId, isSent ? 'pendingSent' : 'pendingReceived');
    }
  }
  return states;
}

/**
 * POST /api/platform/companiesRequestCompaniesPermit/search: up to 20 companies
 * other than the caller's whose name, platform id or document number contains
 * the text (any case), sorted by name, each with its link to the caller's company.
 */
export async function searchCompanies({
  ctx,
  caller,
  input,
}: {
  ctx: LinkContext;
  caller: Caller;
  input: { search: string };
}): Promise<{ companies: CompanySearchResult[] }> {
  if (!isSearchLongEnough(input.search)) throw new DomainError('searchHigherTwo', 400);
  await requireLinkMember(ctx.db, caller, { administer: false });
  const pattern = containsPattern(input.search.trim());
  const rows = await ctx.db
    .select({ company: companies, typeDocument: typeDocuments.description })
    .from(companies)
    .innerJoin(typeDocuments, eq(typeDocuments.id, companies.typeDocumentId))
    .where(
      and(
        ne(companies.id, caller.companyId),
        or(
          ilike(companies.name, pattern),
          ilike(companies.companyId, pattern),
          ilike(companies.documentNumber, pattern),
        ),
      ),
    )
    .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id))
    .limit(COMPANY_SEARCH_LIMIT);
  const linkStates = await readLinkStates(
    ctx.db,
    caller.companyId,
    rows.map(({ company }) => company.id),
  );
  return {
    companies: rows.map(({ company, typeDocument }) => ({
      id: company.id,
      companyId: company.companyId,
      name: company.name,
      documentType: pickText(typeDocument, ctx.lng),
      documentNumber: company.documentNumber,
      verificationDigit: company.verificationDigit,
      linkState: linkStates.get(company.id) ?? 'none',
    })),
  };
}
