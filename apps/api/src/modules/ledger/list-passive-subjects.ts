import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { PassiveSubject } from '@registry/contract/retirements/retirements-api';
import { companies } from '../../db/schema/accounts';
import type { Caller } from '../../lib/caller';
import { requirePermit } from './ledger-access';
import type { LedgerContext } from './ledger-context';

/** A company's tax id as a certificate shows it: document number and check digit. */
export const taxIdOf = (documentNumber: string, verificationDigit: string | null): string =>
  [documentNumber, verificationDigit].filter(Boolean).join('-');

/**
 * GET /api/platform/projectCompanyTransfer/passive-subjects (retire permit):
 * the registry's `passivesubject` companies a carbon-tax retirement can name
 * (DESIGN.md 4.4), by name, suspended ones left out.
 */
export async function listPassiveSubjects({
  ctx,
  caller,
}: {
  ctx: Pick<LedgerContext, 'db'>;
  caller: Caller;
  input: unknown;
}): Promise<{ passiveSubjects: PassiveSubject[] }> {
  requirePermit(caller.claims.permits, 'retire');
  const rows = await ctx.db
    .select({
      id: companies.id,
      name: companies.name,
      documentNumber: companies.documentNumber,
      verificationDigit: companies.verificationDigit,
    })
    .from(companies)
    .where(and(eq(companies.typeAccount, 'passivesubject'), ne(companies.state, 'suspended')))
    .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id));
  return {
    passiveSubjects: rows.map((row) => ({
      id: row.id,
      name: row.name,
      taxId: taxIdOf(row.documentNumber, row.verificationDigit),
    })),
  };
}
