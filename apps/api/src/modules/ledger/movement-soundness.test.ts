import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client';
import { blocks } from '../../db/schema/blocks';
import {
  freshIssuance,
  openLedgerScene,
  ownerKgOf,
  transfer,
  type LedgerScene,
} from '../../../test/kit/ledger';
import { assertMovementSound, tiledRange } from './movement-soundness';

const block = (id: number, fromKg: number, toKg: number, divisible = false) => ({
  id,
  fromKg,
  toKg,
  divisible,
});

describe('tiledRange', () => {
  it('gives the range blocks cover edge to edge, in any order', () => {
    expect(tiledRange([block(2, 3001, 10_000), block(1, 1, 3000)])).toEqual({
      fromKg: 1,
      toKg: 10_000,
    });
    expect(tiledRange([block(1, 2001, 2500, true), block(2, 2501, 3000, true)])).toEqual({
      fromKg: 2001,
      toKg: 3000,
    });
  });

  it('names a gap, an overlap, a block off tonne boundaries and an empty list', () => {
    expect(tiledRange([block(1, 1, 1000), block(2, 2001, 3000)])).toEqual({
      broken: 'block 2 (kg 2001..3000) after kg 1000',
    });
    expect(tiledRange([block(1, 1, 2000), block(2, 1001, 3000)])).toEqual({
      broken: 'block 2 (kg 1001..3000) after kg 2000',
    });
    expect(tiledRange([block(1, 1, 1500)])).toEqual({
      broken: 'block 1 is not on tonne boundaries',
    });
    expect(tiledRange([])).toEqual({ broken: 'no blocks' });
  });
});

describe('a movement checks the blocks around it before it commits', () => {
  let s: LedgerScene;

  beforeAll(async () => {
    s = await openLedgerScene();
  }, 60_000);

  afterAll(async () => {
    await s.t.close();
  });

  const moveThreeTonnes = (serialId: number) =>
    transfer(s.t, s.owner.token, {
      serialId,
      quantity: 3,
      isKg: false,
      companyId: s.traderCompanyId,
    });

  it.each([
    [
      'beyond the quantity, next to the range',
      10_001,
      11_000,
      'the block after does not start next to it',
    ],
    [
      'inside the range',
      5001,
      6000,
      'another block starts inside the range; the range holds another quantity',
    ],
  ])(
    'refuses to commit a transfer when a stray block lies %s: nothing moves',
    async (_where, fromKg, toKg, detail) => {
      const { serialId, issuanceId } = await freshIssuance(s.t, s.certifier.token, s.projectId, 10);
      const now = new Date();
      await s.t.database.db
        .insert(blocks)
        .values({ issuanceId, fromKg, toKg, accountId: 1, createdAt: now, updatedAt: now });
      expect((await moveThreeTonnes(serialId)).status).toBe(500);
      expect(await ownerKgOf(s, serialId)).toBe(10_000);
      // What the operator reads in the server's log: the issuance and what broke.
      const whole = [block(serialId, 1, 10_000)];
      const check = { issuanceId, quantityKg: 10_000, before: whole, after: whole };
      await expect(assertMovementSound(s.t.database.db as unknown as Tx, check)).rejects.toThrow(
        `ledger invariant broken in issuance ${String(issuanceId)}: ${detail}`,
      );
    },
  );

  it('lets the same transfer through on a sound issuance', async () => {
    const { serialId } = await freshIssuance(s.t, s.certifier.token, s.projectId, 10);
    expect((await moveThreeTonnes(serialId)).status).toBe(200);
    expect(await ownerKgOf(s, serialId)).toBe(7000);
  });
});
