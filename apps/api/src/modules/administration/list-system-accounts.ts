import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { SystemAccount } from '@registry/contract/administration/companies';
import type { Db } from '../../db/client';
import { blocks, type BlockStatus } from '../../db/schema/blocks';
import { ledgerAccounts } from '../../db/schema/ledger-accounts';
import type { Caller } from '../../lib/caller';
import { requireCertifier } from './certifier-access';

const SYSTEM_KINDS = ['buffer', 'cancellation', 'escrow'] as const;

/** The kg of the account's blocks in one state (a block holds to_kg - from_kg + 1 kg). */
const kgOf = (status: BlockStatus) =>
  sql<string>`coalesce(sum(${blocks.toKg} - ${blocks.fromKg} + 1) filter (where ${blocks.status} = ${status}), 0)`;

/**
 * GET /api/administration/system-accounts: the registry's own ledger accounts
 * (buffer, cancellation, one escrow per market) and the kg their blocks hold
 * now, in all and by the blocks' state: the cancellation account holds only
 * cancelled blocks, the buffer active and cancelled ones.
 */
export async function listSystemAccounts({
  ctx,
  caller,
}: {
  ctx: { db: Db };
  caller: Caller;
}): Promise<{ accounts: SystemAccount[] }> {
  requireCertifier(caller);
  const rows = await ctx.db
    .select({
      id: ledgerAccounts.id,
      kind: ledgerAccounts.kind,
      market: ledgerAccounts.market,
      active: kgOf('active'),
      locked: kgOf('locked'),
      retired: kgOf('retired'),
      cancelled: kgOf('cancelled'),
    })
    .from(ledgerAccounts)
    .leftJoin(blocks, eq(blocks.accountId, ledgerAccounts.id))
    .where(inArray(ledgerAccounts.kind, [...SYSTEM_KINDS]))
    .groupBy(ledgerAccounts.id)
    .orderBy(asc(ledgerAccounts.id));
  return {
    accounts: rows.map((row) => {
      const kgByStatus = {
        active: Number(row.active),
        locked: Number(row.locked),
        retired: Number(row.retired),
        cancelled: Number(row.cancelled),
      };
      return {
        id: row.id,
        kind: row.kind as SystemAccount['kind'],
        market: row.market,
        balanceKg: Object.values(kgByStatus).reduce((sum, kg) => sum + kg, 0),
        kgByStatus,
      };
    }),
  };
}
