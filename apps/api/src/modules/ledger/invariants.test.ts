import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { issuances } from '../../db/schema/issuances';
import { checkLedgerInvariants, partitionViolations } from './invariants';

const block = (id: number, fromKg: number, toKg: number, divisible = false) => ({
  id,
  issuanceId: 1,
  fromKg,
  toKg,
  divisible,
});

describe('the partition of an issuance', () => {
  it('finds nothing when the blocks cover 1 .. quantity exactly', () => {
    expect(
      partitionViolations(1, 5000, [
        block(1, 1, 2000),
        block(2, 2001, 2500, true),
        block(3, 2501, 5000, true),
      ]),
    ).toEqual([]);
  });

  it('finds a gap, an overlap, a missing end and a block beyond the quantity', () => {
    expect(partitionViolations(1, 5000, [block(1, 1, 1000), block(2, 2001, 3000)])).toEqual([
      { rule: 'gap', issuanceId: 1, detail: 'kg 1001..2000' },
      { rule: 'gap', issuanceId: 1, detail: 'kg 3001..5000' },
    ]);
    expect(partitionViolations(1, 2000, [block(1, 1, 2000), block(2, 1001, 2000)])).toEqual([
      { rule: 'overlap', issuanceId: 1, blockId: 2, detail: 'kg 1001..2000' },
    ]);
    expect(partitionViolations(1, 3000, [block(1, 1, 2000), block(2, 1001, 3000)])).toEqual([
      { rule: 'overlap', issuanceId: 1, blockId: 2, detail: 'kg 1001..2000' },
    ]);
    expect(partitionViolations(1, 1000, [block(1, 1, 2000)])).toEqual([
      { rule: 'beyondQuantity', issuanceId: 1, detail: 'kg 1001..2000' },
    ]);
    expect(partitionViolations(1, 1001, [block(1, 1, 1000, true)])).toEqual([
      { rule: 'gap', issuanceId: 1, detail: 'kg 1001..1001' },
    ]);
    expect(partitionViolations(1, 1000, [])).toEqual([
      { rule: 'gap', issuanceId: 1, detail: 'kg 1..1000' },
    ]);
  });

  it('finds a block that is not divisible off the tonne boundaries', () => {
    expect(partitionViolations(1, 2000, [block(1, 1, 1500), block(2, 1501, 2000, true)])).toEqual([
      { rule: 'notOnTonneBoundaries', issuanceId: 1, blockId: 1, detail: 'kg 1..1500' },
    ]);
  });
});

describe('the whole ledger', () => {
  /** A database answering these issuances and blocks to the checker's two queries. */
  const databaseOf = (
    issuanceRows: { id: number; quantityKg: number }[],
    blockRows: ReturnType<typeof block>[],
  ) =>
    ({
      select: () => ({
        from: (table: unknown) =>
          table === issuances
            ? Promise.resolve(issuanceRows)
            : { orderBy: () => Promise.resolve(blockRows) },
      }),
    }) as unknown as Db;

  it('checks every issuance and finds blocks of no issuance', async () => {
    const db = databaseOf(
      [
        { id: 1, quantityKg: 2000 },
        { id: 2, quantityKg: 1000 },
      ],
      [
        block(1, 1, 1000),
        block(2, 1001, 2000),
        { ...block(3, 1, 1000), issuanceId: 9 },
        { ...block(4, 1001, 2000), issuanceId: 9 },
      ],
    );
    expect(await checkLedgerInvariants(db)).toEqual([
      { rule: 'gap', issuanceId: 2, detail: 'kg 1..1000' },
      { rule: 'orphanBlock', issuanceId: 9, blockId: 3, detail: '' },
      { rule: 'orphanBlock', issuanceId: 9, blockId: 4, detail: '' },
    ]);
  });
});
