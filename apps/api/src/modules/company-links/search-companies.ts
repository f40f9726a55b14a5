import { and, asc, ilike, ne, or, sql, eq } from 'drizzle-orm';
import {
  COMPANY_SEARCH_LIMIT,
  isSearchLongEnough,
  type CompanySearchResult,
} from '@registry/contract/company-links/search-companies';
import { companies } from '../../db/schema/accounts';
import { pickText } from '../../db/schema/localized';
import { typeDocuments } from '../../db/schema/reference';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../plugins/auth';
import { requireLinkMember } from './link-access';
import type { LinkContext } from './link-context';

/** The text as a LIKE pattern that matches it anywhere, its own %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * POST /api/platform/companiesRequestCompaniesPermit/search: up to 20 companies
 * other than the caller's whose name, platform id or document number contains
 * the text (any case), sorted by name.
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
  return {
    companies: rows.map(({ company, typeDocument }) => ({
      id: company.id,
      companyId: company.companyId,
      name: company.name,
      documentType: pickText(typeDocument, ctx.lng),
      documentNumber: company.documentNumber,
      verificationDigit: company.verificationDigit,
    })),
  };
}
