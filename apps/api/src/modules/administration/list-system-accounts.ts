import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SystemAccount } from '@registry/contract/administration/companies';
import type { Db } from '../../db/client';
import { blocks } from '../../db/schema/blocks';
import { ledgerAccounts } from '../../db/schema/ledger-accounts';
import type { Caller } from '../../plugins/auth';
import { requireCertifier } from './certifier-access';

const SYSTEM_KINDS = ['buffer', 'cancellation', 'escrow'] as const;

/**
 * GET /api/administration/system-accounts: the registry's own ledger accounts
 * (buffer, cancellation, one escrow per market) and the active kg their blocks
 * hold now (a block holds to_kg - from_kg + 1 kg, as the ledger counts it).
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
      balanceKg: sql<string>`coalesce(sum(${blocks.toKg} - ${blocks.fromKg} + 1), 0)`,
    })
    .from(ledgerAccounts)
    .leftJoin(blocks, and(eq(blocks.accountId, ledgerAccounts.id), eq(blocks.status, 'active')))
    .where(inArray(ledgerAccounts.kind, [...SYSTEM_KINDS]))
    .groupBy(ledgerAccounts.id)
    .orderBy(asc(ledgerAccounts.id));
  return {
    accounts: rows.map((row) => ({
      id: row.id,
      kind: row.kind as SystemAccount['kind'],
      market: row.market,
      balanceKg: Number(row.balanceKg),
    })),
  };
}
