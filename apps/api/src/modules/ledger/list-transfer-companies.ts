import { and, asc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import {
  TRANSFER_COMPANIES_DEFAULT_LIMIT,
  type TransferCompaniesRequest,
  type TransferCompany,
} from '@registry/contract/ledger/transfer-companies';
import { companies, userCompanies } from '../../db/schema/accounts';
import { ledgerAccounts } from '../../db/schema/ledger-accounts';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import { containsPattern } from '../company-links/search-companies';
import { requirePermit } from './ledger-access';
import type { LedgerContext } from './ledger-context';

/**
 * POST /api/company/list/transfer (transfer permit) and
 * /api/company/list/transfer/certifier (a certifier), spec section 7: the
 * approved companies (an active member holds the transfer permit) other than
 * the caller's, whose name or document number contains the search text, sorted
 * by name, each with its open sub-accounts.
 */
export async function listTransferCompanies({
  ctx,
  caller,
  input,
  asCertifier,
}: {
  ctx: Pick<LedgerContext, 'db'>;
  caller: Caller;
  input: TransferCompaniesRequest;
  asCertifier: boolean;
}): Promise<{ companies: TransferCompany[] }> {
  if (asCertifier) {
    if (caller.claims.typeAccount !== 'certifier') throw new DomainError('ERROR_FORBIDDEN', 403);
  } else requirePermit(caller.claims.permits, 'transfer');
  const search = input.search?.trim() ?? '';
  const pattern = containsPattern(search);
  const approved = sql`exists (select 1 from ${userCompanies} where ${userCompanies.companyId} = ${companies.id} and ${userCompanies.active} = 1 and ${userCompanies.permits} @> '["transfer"]'::jsonb)`;
  const rows = await ctx.db
    .select({ id: companies.id, companyId: companies.companyId, name: companies.name })
    .from(companies)
    .where(
      and(
        ne(companies.id, caller.companyId),
        approved,
        search === ''
          ? undefined
          : or(ilike(companies.name, pattern), ilike(companies.documentNumber, pattern)),
      ),
    )
    .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id))
    .limit(input.limit ?? TRANSFER_COMPANIES_DEFAULT_LIMIT);
  const ids = rows.map((row) => row.id);
  const accounts =
    ids.length === 0
      ? []
      : await ctx.db
          .select({
            id: ledgerAccounts.id,
            name: ledgerAccounts.name,
            companyId: ledgerAccounts.companyId,
          })
          .from(ledgerAccounts)
          .where(
            and(
              inArray(ledgerAccounts.companyId, ids),
              eq(ledgerAccounts.kind, 'sub'),
              eq(ledgerAccounts.isOpen, true),
            ),
          )
          .orderBy(asc(ledgerAccounts.id));
  return {
    companies: rows.map((row) => ({
      ...row,
      subAccounts: accounts
        .filter((account) => account.companyId === row.id)
        .map(({ id, name }) => ({ id, name })),
    })),
  };
}
