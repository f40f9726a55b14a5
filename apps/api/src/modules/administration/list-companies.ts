import { and, count, desc, eq, ilike, lt, or, type SQL } from 'drizzle-orm';
import {
  ADMIN_COMPANIES_PAGE_LIMIT,
  type AdminCompaniesQuery,
  type AdminCompany,
} from '@registry/contract/administration/companies';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/accounts';
import type { Caller } from '../../lib/caller';
import { ADMIN_COMPANY_COLUMNS, toAdminCompany } from './admin-company';
import { requireCertifier } from './certifier-access';

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * GET /api/company/get-all: the certifier's list of companies, newest first,
 * filtered by a search (name, public id or document number), state and account
 * type; a page at a time after the cursor, with the total over all pages.
 */
export async function listCompanies({
  ctx,
  caller,
  input,
}: {
  ctx: { db: Db };
  caller: Caller;
  input: AdminCompaniesQuery;
}): Promise<{ companies: AdminCompany[]; total: number; nextCursor: number | null }> {
  requireCertifier(caller);
  const filters: SQL[] = [];
  if (input.search !== undefined) {
    const pattern = containing(input.search);
    const matches = or(
      ilike(companies.name, pattern),
      ilike(companies.companyId, pattern),
      ilike(companies.documentNumber, pattern),
    );
    if (matches) filters.push(matches);
  }
  if (input.state !== undefined) filters.push(eq(companies.state, input.state));
  if (input.typeAccount !== undefined) filters.push(eq(companies.typeAccount, input.typeAccount));
  const where = and(...filters);
  const page = await ctx.db
    .select(ADMIN_COMPANY_COLUMNS)
    .from(companies)
    .where(and(where, input.cursor === undefined ? undefined : lt(companies.id, input.cursor)))
    .orderBy(desc(companies.id))
    .limit(ADMIN_COMPANIES_PAGE_LIMIT + 1);
  const [counted] = await ctx.db.select({ total: count() }).from(companies).where(where);
  const rows = page.slice(0, ADMIN_COMPANIES_PAGE_LIMIT);
  const last = rows.at(-1);
  return {
    companies: rows.map(toAdminCompany),
    total: counted?.total ?? 0,
    nextCursor: page.length > ADMIN_COMPANIES_PAGE_LIMIT && last ? last.id : null,
  };
}
