import { asc, eq } from 'drizzle-orm';
import {
  ACCOUNT_OPENINGS_MAX,
  type AccountOpeningsFile,
} from '@registry/contract/ledger/account-openings';
import { ledgerAccountOpenings } from '../../db/schema/ledger-account-openings';
import { ledgerAccounts } from '../../db/schema/ledger-accounts';
import type { Caller } from '../../lib/caller';
import type { LedgerContext } from './ledger-context';

/**
 * GET .../openings (DESIGN.md 4.3, decision 028): the openings of the account
 * commitments of the caller's company's accounts (main and sub-accounts),
 * oldest first, for `npm run verify-log -- URL --account FILE`. Any member may
 * read them: they show the company's own history, which its members see anyway.
 */
export async function listAccountOpenings({
  ctx,
  caller,
  origin,
}: {
  ctx: LedgerContext;
  caller: Caller;
  /** The log's origin (LOG_ORIGIN), so the file names the log it opens. */
  origin: string;
}): Promise<AccountOpeningsFile> {
  const rows = await ctx.db
    .select({
      movementId: ledgerAccountOpenings.movementId,
      blockId: ledgerAccountOpenings.blockId,
      commitment: ledgerAccountOpenings.commitment,
      accountId: ledgerAccountOpenings.accountId,
      salt: ledgerAccountOpenings.saltHex,
    })
    .from(ledgerAccountOpenings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerAccountOpenings.accountId))
    .where(eq(ledgerAccounts.companyId, caller.companyId))
    .orderBy(asc(ledgerAccountOpenings.id))
    .limit(ACCOUNT_OPENINGS_MAX + 1);
  const isTruncated = rows.length > ACCOUNT_OPENINGS_MAX;
  return {
    origin,
    companyId: caller.companyId,
    openings: isTruncated ? rows.slice(0, ACCOUNT_OPENINGS_MAX) : rows,
    ...(isTruncated ? { isTruncated } : {}),
  };
}
