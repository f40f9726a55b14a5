import { asc } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { blocks } from '../../db/schema/blocks';
import { issuances } from '../../db/schema/issuances';
import { isOnTonneBoundaries } from './units';

/** One broken rule of the ledger, with the issuance or block it concerns. */
export interface LedgerViolation {
  rule: 'gap' | 'overlap' | 'beyondQuantity' | 'notOnTonneBoundaries' | 'orphanBlock';
  issuanceId: number;
  blockId?: number;
  detail: string;
}

interface BlockRange {
  id: number;
  issuanceId: number;
  fromKg: number;
  toKg: number;
  divisible: boolean;
}

/**
 * The violations of one issuance's blocks, sorted by from_kg: they must cover
 * 1 .. quantityKg exactly (no gap, no overlap), and a block that is not
 * divisible must start and end on tonne boundaries (DESIGN.md 4.3).
 */
export function partitionViolations(
  issuanceId: number,
  quantityKg: number,
  sorted: readonly BlockRange[],
): LedgerViolation[] {
  const violations: LedgerViolation[] = [];
  let next = 1;
  for (const block of sorted) {
    if (block.fromKg > next) {
      violations.push({ rule: 'gap', issuanceId, detail: `kg ${next}..${block.fromKg - 1}` });
    } else if (block.fromKg < next) {
      violations.push({
        rule: 'overlap',
        issuanceId,
        blockId: block.id,
        detail: `kg ${block.fromKg}..${Math.min(block.toKg, next - 1)}`,
      });
    }
    if (!block.divisible && !isOnTonneBoundaries(block.fromKg, block.toKg)) {
      violations.push({
        rule: 'notOnTonneBoundaries',
        issuanceId,
        blockId: block.id,
        detail: `kg ${block.fromKg}..${block.toKg}`,
      });
    }
    next = Math.max(next, block.toKg + 1);
  }
  if (next - 1 > quantityKg) {
    violations.push({
      rule: 'beyondQuantity',
      issuanceId,
      detail: `kg ${quantityKg + 1}..${next - 1}`,
    });
  } else if (next - 1 < quantityKg) {
    violations.push({ rule: 'gap', issuanceId, detail: `kg ${next}..${quantityKg}` });
  }
  return violations;
}

/**
 * Every violation of the ledger's invariants (DESIGN.md 4.3) over the whole
 * database; empty when the ledger is sound. The tests and the benchmark call it.
 */
export async function checkLedgerInvariants(db: Db | Tx): Promise<LedgerViolation[]> {
  const allIssuances = await db
    .select({ id: issuances.id, quantityKg: issuances.quantityKg })
    .from(issuances);
  const allBlocks = await db
    .select({
      id: blocks.id,
      issuanceId: blocks.issuanceId,
      fromKg: blocks.fromKg,
      toKg: blocks.toKg,
      divisible: blocks.divisible,
    })
    .from(blocks)
    .orderBy(asc(blocks.issuanceId), asc(blocks.fromKg), asc(blocks.id));
  const byIssuance = new Map<number, BlockRange[]>();
  for (const block of allBlocks) {
    const list = byIssuance.get(block.issuanceId) ?? [];
    list.push(block);
    byIssuance.set(block.issuanceId, list);
  }
  const violations = allIssuances.flatMap((issuance) =>
    partitionViolations(issuance.id, issuance.quantityKg, byIssuance.get(issuance.id) ?? []),
  );
  const known = new Set(allIssuances.map((issuance) => issuance.id));
  for (const [issuanceId, list] of byIssuance) {
    if (known.has(issuanceId)) continue;
    for (const block of list) {
      violations.push({ rule: 'orphanBlock', issuanceId, blockId: block.id, detail: '' });
    }
  }
  return violations;
}
