import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { isOnTonneBoundaries } from './units';

interface RangeBlock {
  id: number;
  fromKg: number;
  toKg: number;
  divisible: boolean;
}

/** The kg range a list of blocks covers, or why they do not tile one range. */
export function tiledRange(
  list: readonly RangeBlock[],
): { fromKg: number; toKg: number } | { broken: string } {
  const sorted = [...list].sort((a, b) => a.fromKg - b.fromKg);
  const first = sorted[0];
  if (!first) return { broken: 'no blocks' };
  let next = first.fromKg;
  for (const block of sorted) {
    if (block.fromKg !== next || block.toKg < block.fromKg) {
      return {
        broken: `block ${block.id} (kg ${block.fromKg}..${block.toKg}) after kg ${next - 1}`,
      };
    }
    if (!block.divisible && !isOnTonneBoundaries(block.fromKg, block.toKg)) {
      return { broken: `block ${block.id} is not on tonne boundaries` };
    }
    next = block.toKg + 1;
  }
  return { fromKg: first.fromKg, toKg: next - 1 };
}

/**
 * Asserts, inside the movement's transaction, that its blocks still partition
 * their issuance (TigerBeetle style: a broken ledger never commits). A movement
 * only rewrites the range of the blocks it locked, so it checks that range and
 * its two neighbours instead of every block of the issuance: the blocks after
 * tile exactly the range the blocks before covered (all of 1 .. quantity for an
 * issuance); in the database, the blocks starting inside the range are exactly
 * those, and the blocks just before and after it end and start next to it (or
 * the range reaches 1 or the quantity). Each movement keeps the partition where
 * it wrote, so the whole issuance stays a partition; `checkLedgerInvariants`
 * checks all of it in the tests and the benchmark.
 */
export async function assertMovementSound(
  tx: Tx,
  movement: {
    issuanceId: number;
    quantityKg: number;
    before: readonly RangeBlock[];
    after: readonly RangeBlock[];
  },
): Promise<void> {
  const range = tiledRange(movement.after);
  if ('broken' in range) throw brokenLedger(movement.issuanceId, range.broken);
  const was =
    movement.before.length > 0
      ? tiledRange(movement.before)
      : { fromKg: 1, toKg: movement.quantityKg };
  if ('broken' in was || was.fromKg !== range.fromKg || was.toKg !== range.toKg) {
    throw brokenLedger(movement.issuanceId, 'the blocks after do not cover the range before');
  }
  const { issuanceId } = movement;
  // Both drivers (node-postgres, PGlite) answer { rows }; bigint sums come as text.
  const result = (await tx.execute(sql`
    select
      (select count(*) from blocks
        where issuance_id = ${issuanceId} and from_kg between ${range.fromKg} and ${range.toKg}) as inside,
      (select sum(to_kg - from_kg + 1) from blocks
        where issuance_id = ${issuanceId} and from_kg between ${range.fromKg} and ${range.toKg}) as inside_kg,
      (select to_kg from blocks
        where issuance_id = ${issuanceId} and from_kg < ${range.fromKg}
        order by from_kg desc limit 1) as prev_to,
      (select from_kg from blocks
        where issuance_id = ${issuanceId} and from_kg > ${range.toKg}
        order by from_kg limit 1) as next_from`)) as unknown as { rows: NeighbourRow[] };
  const row = result.rows[0];
  const size = range.toKg - range.fromKg + 1;
  const problems = [
    Number(row?.inside) !== movement.after.length && 'another block starts inside the range',
    Number(row?.inside_kg) !== size && 'the range holds another quantity',
    !(row?.prev_to == null
      ? range.fromKg === 1
      : range.fromKg > 1 && Number(row.prev_to) === range.fromKg - 1) &&
      'the block before does not end next to the range',
    !(row?.next_from == null
      ? range.toKg === movement.quantityKg
      : range.toKg < movement.quantityKg && Number(row.next_from) === range.toKg + 1) &&
      'the block after does not start next to it',
  ].filter(Boolean);
  if (problems.length > 0) throw brokenLedger(issuanceId, problems.join('; '));
}

interface NeighbourRow {
  inside: string | number;
  inside_kg: string | number | null;
  prev_to: string | number | null;
  next_from: string | number | null;
}

function brokenLedger(issuanceId: number, detail: string): Error {
  return new Error(`ledger invariant broken in issuance ${issuanceId}: ${detail}`);
}
