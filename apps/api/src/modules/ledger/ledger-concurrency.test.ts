import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movements } from '../../db/schema/movements';
import { codeOf } from '../../../test/kit/call';
import {
  certifiedProject,
  issue,
  ledgerPost,
  positionsOf,
  subAccountAction,
  subAccountsOf,
  transfer,
} from '../../../test/kit/ledger';
import { companyIdOf } from '../../../test/kit/projects';
import { queueBehindBlockLock } from '../../../test/kit/row-lock';
import { logIn, type Session } from '../../../test/kit/session';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkLedgerInvariants } from './invariants';
import { checkLogReplay } from './log-replay-check';

/*
 * Parallel movements of one block (real concurrency on PostgreSQL, where the
 * pool holds 10 connections; serialized on PGlite): the row lock decides.
 */

let t: TestApp;
let owner: Session;
let trader: Session;
let certifier: Session;
let traderCompanyId: number;
let ownerCompanyId: number;
let projectId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: 'accounts' });
  const developer = await logIn(t, 'developer@demo.example');
  certifier = await logIn(t, 'certifier@demo.example');
  owner = await logIn(t, 'owner@demo.example');
  trader = await logIn(t, 'trader@demo.example');
  traderCompanyId = await companyIdOf(t, 'trader@demo.example');
  ownerCompanyId = await companyIdOf(t, 'owner@demo.example');
  projectId = await certifiedProject(t, { developer: developer.token, certifier: certifier.token });
}, 60_000);

afterAll(async () => {
  await t.close();
});

async function ownerBlock(vintage: number, tonnes: number): Promise<number> {
  const { body } = await issue(t, certifier.token, {
    projectId,
    vintage,
    monitoringPeriod: 1,
    quantity: tonnes,
    bufferSharePercent: 0,
  });
  if (!body.serialId) throw new Error(JSON.stringify(body));
  return body.serialId;
}

const countMovements = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(movements))[0]?.n ?? 0;

describe('parallel transfers of one block', () => {
  it('never move more than the block held, and leave the ledger sound', async () => {
    const serialId = await ownerBlock(2030, 100);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        transfer(t, owner.token, {
          serialId,
          quantity: 7,
          isKg: false,
          companyId: traderCompanyId,
        }),
      ),
    );
    const moved = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(moved).toHaveLength(14);
    expect(refused.map(codeOf)).toEqual(Array(6).fill('ERROR_LEDGER_NOT_ENOUGH'));
    const left = (await positionsOf(t, owner.token)).body.positions?.find(
      (p) => p.serialId === serialId,
    );
    expect(left?.quantityKg).toBe(2000);
    expect(new Set(moved.map((answer) => answer.body.serialId)).size).toBe(14);
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  });

  it('with one Idempotency-Key, move once and answer the same to every copy', async () => {
    const serialId = await ownerBlock(2031, 10);
    const before = await countMovements();
    const payload = { serialId, quantity: 1, isKg: false, companyId: traderCompanyId };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => transfer(t, owner.token, payload, 'one-key')),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.movementId)).size).toBe(1);
    expect((await countMovements()) - before).toBe(1);
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  });
});

describe('a whole-block move racing transfers from the same block', () => {
  /*
   * The move takes the block to the owner's own sub-account, so it stays the
   * owner's: every transfer queued behind the move must find it there (the
   * block's account changed under the lock) and send its tonne. The test holds
   * the block's lock until the move and then the transfers wait on it.
   */
  const TRANSFERS = 7;

  it('never answers a block the caller still holds as not found', async () => {
    const created = await subAccountAction(t, owner.token, 'create', { name: 'Race' });
    const subAccountId = created.body.subAccount?.id ?? 0;
    for (let round = 0; round < 3; round += 1) {
      const serialId = await ownerBlock(2040 + round, 20);
      const [moved, sent] = await queueBehindBlockLock(t, serialId, [
        [
          () =>
            transfer(t, owner.token, {
              serialId,
              quantity: 20,
              isKg: false,
              companyId: ownerCompanyId,
              subAccountId,
            }),
        ],
        Array.from(
          { length: TRANSFERS },
          () => () =>
            transfer(t, owner.token, {
              serialId,
              quantity: 1,
              isKg: false,
              companyId: traderCompanyId,
            }),
        ),
      ]);
      expect(moved?.map((answer) => [answer.status, codeOf(answer)])).toEqual([[200, 'OK']]);
      expect(sent?.map(codeOf)).toEqual(Array(TRANSFERS).fill('OK'));
      const left = (await positionsOf(t, owner.token)).body.positions?.find(
        (p) => p.serialId === serialId,
      );
      expect(left).toMatchObject({ subAccountId, quantityKg: (20 - TRANSFERS) * 1000 });
    }
    const race = (await subAccountsOf(t, owner.token)).body.subAccounts?.find(
      (account) => account.id === subAccountId,
    );
    expect(race?.quantityKg).toBe(3 * (20 - TRANSFERS) * 1000);
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
    expect(await checkLogReplay(t.database.db)).toEqual([]);
  });
});

describe('reversals racing a sub-account close and the receiver’s own transfers', () => {
  /*
   * Blocks went from the owner's sub-account to the trader. At once: the owner
   * closes the (empty) sub-account, the certifier reverses each transfer
   * twice, and the trader sends a tonne of each block back. Whatever the
   * order, each transfer is reversed at most once, a reversal and the
   * trader's transfer exclude each other honestly, and a closed sub-account
   * holds nothing.
   */
  const BLOCKS = 4;

  it('reverses each transfer at most once and never fills a closed sub-account', async () => {
    const created = await subAccountAction(t, owner.token, 'create', { name: 'Closing' });
    const subAccountId = created.body.subAccount?.id ?? 0;
    const sent: { serialId: number; movementId: number }[] = [];
    for (let index = 0; index < BLOCKS; index += 1) {
      const serialId = await ownerBlock(2050 + index, 5);
      const into = { serialId, quantity: 5, isKg: false };
      await transfer(t, owner.token, { ...into, companyId: ownerCompanyId, subAccountId });
      const out = await transfer(t, owner.token, { ...into, companyId: traderCompanyId });
      sent.push({ serialId, movementId: out.body.movementId ?? 0 });
    }
    const reverse = (movementId: number) =>
      ledgerPost(t, certifier.token, '/api/platform/ledger/reverse', {
        movementId,
        reason: 'race',
      });
    const [closed, ...perBlock] = await Promise.all([
      subAccountAction(t, owner.token, 'close', { subAccountId }),
      ...sent.map(({ serialId, movementId }) =>
        Promise.all([
          reverse(movementId),
          reverse(movementId),
          transfer(t, trader.token, {
            serialId,
            quantity: 1,
            isKg: false,
            companyId: ownerCompanyId,
          }),
        ]),
      ),
    ]);
    for (const answers of perBlock) {
      const codes = answers.map(codeOf);
      // The reversal first (the trader's block is gone), or the trader's transfer (it split the block).
      expect([
        ['OK', 'ERROR_LEDGER_ALREADY_REVERSED', 'ERROR_LEDGER_BLOCK_NOT_FOUND'],
        ['ERROR_LEDGER_ALREADY_REVERSED', 'OK', 'ERROR_LEDGER_BLOCK_NOT_FOUND'],
        ['ERROR_LEDGER_NOT_REVERSIBLE', 'ERROR_LEDGER_NOT_REVERSIBLE', 'OK'],
      ]).toContainEqual(codes);
    }
    const account = (await subAccountsOf(t, owner.token)).body.subAccounts?.find(
      (item) => item.id === subAccountId,
    );
    if (closed?.status === 200) {
      expect(account).toMatchObject({ isOpen: false, quantityKg: 0 });
    } else {
      expect(codeOf(closed ?? { body: { codeMessages: [] } })).toBe(
        'ERROR_LEDGER_SUB_ACCOUNT_NOT_EMPTY',
      );
      expect(account?.isOpen).toBe(true);
      expect(account?.quantityKg).toBeGreaterThan(0);
    }
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
    expect(await checkLogReplay(t.database.db)).toEqual([]);
  });
});
