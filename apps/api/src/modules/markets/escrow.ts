import { and, eq, sql } from 'drizzle-orm';
import type { MarketId } from '@registry/contract/markets/markets';
import type { Tx } from '../../db/client';
import { ledgerAccounts } from '../../db/schema/ledger-accounts';
import { selectRows } from '../../db/select-rows';

/** The market's escrow account in the ledger (made by migration 0029). */
export async function escrowAccountId(tx: Tx, market: MarketId): Promise<number> {
  const [row] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'escrow'), eq(ledgerAccounts.market, market)));
  // Stryker disable next-line all: unreachable, the migration makes an escrow account per market
  if (!row) throw new Error(`the escrow account of ${market} is missing`);
  return row.id;
}

/** The human serial of a block as it is now (DESIGN.md 4.3). */
export async function serialOfBlock(tx: Tx, blockId: number, registryPrefix: string) {
  const [row] = await selectRows<{ serial: string }>(
    tx,
    sql`select ledger_serial(${registryPrefix}, coalesce(s.code, ''), coalesce(c.code, ''),
              coalesce(p.code, p.id::text), i.vintage, i.number,
              b.from_kg, b.to_kg, b.divisible) as "serial"
          from blocks b
          join issuances i on i.id = b.issuance_id
          join projects p on p.id = i.project_id
          left join standards s on s.id = p.standard_id
          left join countries c on c.id = p.country_id
         where b.id = ${blockId}`,
  );
  // Stryker disable next-line all: unreachable, the callers hold the block locked
  if (!row) throw new Error(`block ${String(blockId)} is missing`);
  return row.serial;
}
