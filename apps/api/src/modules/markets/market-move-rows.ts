import { sql, type SQL } from 'drizzle-orm';
import type { MarketHolding, MarketMove } from '@registry/contract/markets/market-moves-api';
import type { Db, Tx } from '../../db/client';
import { selectRows } from '../../db/select-rows';

type MoveRow = Omit<MarketMove, 'quantityKg' | 'requestedAt' | 'settledAt'> & {
  quantityKg: string | number;
  requestedAt: Date | string;
  settledAt: Date | string | null;
};

/** The moves a condition on `m` (market_moves) picks, newest first, at most `limit`. */
export async function selectMoves(db: Db | Tx, where: SQL, limit: number): Promise<MarketMove[]> {
  const rows = await selectRows<MoveRow>(
    db,
    sql`select m.id, m.market, m.direction, m.state, m.block_id as "serialId", m.serial,
               p.id as "projectId", p.name as "projectName", i.vintage,
               m.quantity_kg as "quantityKg", m.reference, m.failure, m.attempts,
               m.requested_at as "requestedAt", m.settled_at as "settledAt"
          from market_moves m
          join blocks b on b.id = m.block_id
          join issuances i on i.id = b.issuance_id
          join projects p on p.id = i.project_id
         where ${where}
         order by m.id desc
         limit ${limit}`,
  );
  return rows.map((row) => ({
    ...row,
    quantityKg: Number(row.quantityKg),
    requestedAt: new Date(row.requestedAt).toISOString(),
    settledAt: row.settledAt === null ? null : new Date(row.settledAt).toISOString(),
  }));
}

type HoldingRow = Omit<MarketHolding, 'quantityKg' | 'availableKg'> & {
  quantityKg: string | number;
  availableKg: string | number;
};

/**
 * The company's credits on a market: the blocks in the market's escrow whose
 * latest move in was the company's and confirmed, each with what moves out
 * still pending leave of it. `blockId` narrows it to one block (a move out's check).
 */
export async function selectHoldings(
  db: Db | Tx,
  {
    companyId,
    escrowAccountId,
    registryPrefix,
    blockId,
  }: { companyId: number; escrowAccountId: number; registryPrefix: string; blockId?: number },
): Promise<MarketHolding[]> {
  const rows = await selectRows<HoldingRow>(
    db,
    sql`select b.id as "serialId",
               ledger_serial(${registryPrefix}, coalesce(s.code, ''), coalesce(c.code, ''),
                             coalesce(p.code, p.id::text), i.vintage, i.number,
                             b.from_kg, b.to_kg, b.divisible) as "serial",
               p.id as "projectId", p.name as "projectName", i.vintage, b.divisible,
               b.to_kg - b.from_kg + 1 as "quantityKg",
               b.to_kg - b.from_kg + 1 - coalesce(
                 (select sum(o.quantity_kg) from market_moves o
                   where o.block_id = b.id and o.direction = 'out' and o.state = 'pending'), 0)
                 as "availableKg"
          from blocks b
          join lateral (select m.company_id, m.state from market_moves m
                         where m.block_id = b.id and m.direction = 'in'
                         order by m.id desc limit 1) l on true
          join issuances i on i.id = b.issuance_id
          join projects p on p.id = i.project_id
          left join standards s on s.id = p.standard_id
          left join countries c on c.id = p.country_id
         where b.account_id = ${escrowAccountId}
           and l.company_id = ${companyId} and l.state = 'confirmed'
           ${blockId === undefined ? sql`` : sql`and b.id = ${blockId}`}
         order by b.id`,
  );
  return rows.map((row) => ({
    ...row,
    quantityKg: Number(row.quantityKg),
    availableKg: Number(row.availableKg),
  }));
}
