import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LatestNotificationsResponse } from '@registry/contract/notifications/list-latest-notifications';
import { call, codesOf } from '../../../test/kit/call';
import {
  blockAction,
  convert,
  freshIssuance,
  ledgerLeaves,
  openLedgerScene,
  positionsOf,
  type LedgerScene,
} from '../../../test/kit/ledger';
import { linkMarket, requestMove, tradingOf } from '../../../test/kit/markets';
import { logIn } from '../../../test/kit/session';
import type { TestApp } from '../../../test/test-app';
import { marketSandboxOperations } from '../../db/schema/markets';
import { checkLedgerInvariants } from '../ledger/invariants';
import { checkLogReplay } from '../ledger/log-replay-check';
import { createSandboxConnector } from './connectors/sandbox-connector';
import type { MarketConnectors } from './market-connectors';
import { settleMarketMoves } from './settle-market-moves';

/*
 * Credits moved to an external market and back (DESIGN.md 4.6, issue 22):
 * locked into the market's escrow account in the ledger, the market told,
 * released when it confirms, returned when it fails; each step a movement and
 * a leaf, the ledger whole whatever the market does.
 */

let s: LedgerScene;
let t: TestApp;
let owner: string;
beforeAll(async () => {
  s = await openLedgerScene();
  t = s.t;
  owner = s.owner.token;
  await linkMarket(t, owner);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const TONNE = 1000;

/** The kg the owner holds in its positions, over all blocks of an issuance. */
async function ownerIssuanceKg(issuanceId: number) {
  const { body } = await positionsOf(t, owner);
  return (body.positions ?? [])
    .filter((p) => p.issuanceId === issuanceId && p.status === 'active')
    .reduce((sum, p) => sum + p.quantityKg, 0);
}

/** The bell's notification of a settled move, as the owner reads it. */
async function moveNotice(moveId: number) {
  const { body } = await call<LatestNotificationsResponse>(
    t,
    'GET',
    '/api/platform/projectCompanyTransfer/notifications/latest',
    { token: owner },
  );
  return body.notifications.find((n) => n.kind === 'marketMove' && n.payload.moveId === moveId);
}

async function expectLedgerSound() {
  expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  expect(await checkLogReplay(t.database.db)).toEqual([]);
}

/** The app's markets with Polygon's sandbox replaced by one that behaves as told. */
function marketsWith(random: () => number, failurePercent: number): MarketConnectors {
  return {
    ...t.app.markets.connectors,
    polygon: createSandboxConnector(t.database.db, 'polygon', {
      delayMs: 0,
      failurePercent,
      random,
    }),
  };
}

const settleWith = (connectors: MarketConnectors, maxAttempts: number, now?: () => Date) =>
  settleMarketMoves({
    db: t.database.db,
    connectors,
    registryPrefix: t.app.config.registryPrefix,
    maxAttempts,
    ...(now ? { now } : {}),
  });

const sandboxOperations = (operationKey: string) =>
  t.database.db
    .select()
    .from(marketSandboxOperations)
    .where(eq(marketSandboxOperations.operationKey, operationKey));

describe('moving credits to a market and back', () => {
  it('locks 10 t into escrow, shows them on the market once it confirms, and brings 4 t back', async () => {
    const { serialId, issuanceId } = await freshIssuance(t, s.certifier.token, s.projectId, 25);
    const moveIn = await requestMove(t, owner, { direction: 'in', serialId, quantity: 10 });
    expect(moveIn.status).toBe(200);
    expect(moveIn.body.move).toMatchObject({
      direction: 'in',
      state: 'pending',
      quantityKg: 10 * TONNE,
      reference: null,
      attempts: 0,
    });
    // The ledger moved at once: 15 t left in the owner's account, a lock leaf in the log.
    expect(await ownerIssuanceKg(issuanceId)).toBe(15 * TONNE);
    const locks = await ledgerLeaves(t, (leaf) => leaf.kind === 'ledger.lock');
    expect(locks.some((leaf) => leaf.quantityKg === 10 * TONNE)).toBe(true);
    let trading = await tradingOf(t, owner);
    expect(trading.body.holdings).toEqual([]);
    expect(trading.body.moves[0]).toMatchObject({ id: moveIn.body.move.id, state: 'pending' });

    await t.app.markets.settle();
    trading = await tradingOf(t, owner);
    const confirmed = trading.body.moves.find((move) => move.id === moveIn.body.move.id);
    expect(confirmed).toMatchObject({ state: 'confirmed', attempts: 1, failure: null });
    // A Polygon transaction hash.
    expect(confirmed?.reference).toMatch(/^0x[0-9a-f]{64}$/);
    expect(trading.body.holdings).toEqual([
      expect.objectContaining({
        serialId: moveIn.body.move.serialId,
        quantityKg: 10 * TONNE,
        availableKg: 10 * TONNE,
      }),
    ]);

    const moveOut = await requestMove(t, owner, {
      direction: 'out',
      serialId: moveIn.body.move.serialId,
      quantity: 4,
    });
    expect(moveOut.body.move).toMatchObject({ direction: 'out', state: 'pending' });
    trading = await tradingOf(t, owner);
    expect(trading.body.holdings[0]).toMatchObject({
      quantityKg: 10 * TONNE,
      availableKg: 6 * TONNE,
    });
    // Nothing comes back before the market confirms.
    expect(await ownerIssuanceKg(issuanceId)).toBe(15 * TONNE);

    await t.app.markets.settle();
    trading = await tradingOf(t, owner);
    expect(trading.body.moves.find((m) => m.id === moveOut.body.move.id)).toMatchObject({
      state: 'confirmed',
    });
    expect(trading.body.holdings[0]).toMatchObject({
      quantityKg: 6 * TONNE,
      availableKg: 6 * TONNE,
    });
    expect(await ownerIssuanceKg(issuanceId)).toBe(19 * TONNE);
    for (const [move, direction] of [
      [moveIn, 'in'],
      [moveOut, 'out'],
    ] as const) {
      expect(await moveNotice(move.body.move.id)).toMatchObject({
        payload: {
          marketName: 'Polygon',
          direction,
          state: 'confirmed',
          quantityKg: 10_000 - (direction === 'out' ? 6_000 : 0),
        },
      });
    }
    const unlocks = await ledgerLeaves(t, (leaf) => leaf.kind === 'ledger.unlock');
    expect(unlocks.some((leaf) => leaf.quantityKg === 4 * TONNE)).toBe(true);
    await expectLedgerSound();
  });

  it('answers the first move again for a repeated Idempotency-Key', async () => {
    const { serialId, issuanceId } = await freshIssuance(t, s.certifier.token, s.projectId, 5);
    const request = { direction: 'in', serialId, quantity: 2 } as const;
    const first = await requestMove(t, owner, request, 'market-move-once');
    const again = await requestMove(t, owner, request, 'market-move-once');
    expect(again.body.move.id).toBe(first.body.move.id);
    expect(await ownerIssuanceKg(issuanceId)).toBe(3 * TONNE);
  });

  it('refuses a move to a market the company has not linked, another company’s credits and more than is there', async () => {
    const { serialId } = await freshIssuance(t, s.certifier.token, s.projectId, 3);
    const unlinked = await requestMove(t, owner, {
      market: 'chia',
      direction: 'in',
      serialId,
      quantity: 1,
    });
    expect([unlinked.status, codesOf(unlinked.body)]).toEqual([400, ['ERROR_MARKET_NOT_LINKED']]);
    const tooMuch = await requestMove(t, owner, { direction: 'in', serialId, quantity: 4 });
    expect([tooMuch.status, codesOf(tooMuch.body)]).toEqual([400, ['ERROR_LEDGER_NOT_ENOUGH']]);

    const trader = await logIn(t, 'trader@demo.example');
    await linkMarket(t, trader.token, 'polygon', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359');
    const notTheirs = await requestMove(t, trader.token, {
      direction: 'in',
      serialId,
      quantity: 1,
    });
    expect([notTheirs.status, codesOf(notTheirs.body)]).toEqual([
      404,
      ['ERROR_LEDGER_BLOCK_NOT_FOUND'],
    ]);
    const moved = await requestMove(t, owner, { direction: 'in', serialId, quantity: 3 });
    await t.app.markets.settle();
    const holding = moved.body.move.serialId;
    const notTheirHolding = await requestMove(t, trader.token, {
      direction: 'out',
      serialId: holding,
      quantity: 1,
    });
    expect([notTheirHolding.status, codesOf(notTheirHolding.body)]).toEqual([
      404,
      ['ERROR_MARKET_HOLDING_NOT_FOUND'],
    ]);
    // Nor may the certifier unlock credits the market holds.
    const unlock = await blockAction(t, s.certifier.token, 'unlock', {
      serialId: holding,
      reason: 'Revisión',
    });
    expect([unlock.status, codesOf(unlock.body)]).toEqual([400, ['ERROR_LEDGER_BLOCK_IN_ESCROW']]);
    // Only the Trading menu's users see a market.
    const certifierView = await tradingOf(t, s.certifier.token);
    expect(certifierView.status).toBe(403);
  });
});

describe('a market that fails', () => {
  it('refuses a lot under a tonne: the move fails and the kg come back to the account they left', async () => {
    const { serialId, issuanceId } = await freshIssuance(t, s.certifier.token, s.projectId, 2);
    const converted = await convert(t, owner, { serialId, quantity: 1 });
    const kgBlock = converted.body.serialId!;
    const move = await requestMove(t, owner, {
      direction: 'in',
      serialId: kgBlock,
      quantity: 500,
      isKg: true,
    });
    expect(move.status).toBe(200);
    expect(await ownerIssuanceKg(issuanceId)).toBe(1500);
    await t.app.markets.settle();
    const { body } = await tradingOf(t, owner);
    expect(body.moves.find((m) => m.id === move.body.move.id)).toMatchObject({
      state: 'failed',
      failure: 'refused',
    });
    expect(await ownerIssuanceKg(issuanceId)).toBe(2000);
    // The member who asked hears of it in the bell, which leads to the market.
    expect(await moveNotice(move.body.move.id)).toMatchObject({
      kind: 'marketMove',
      payload: { market: 'polygon', outcome: 'inFailed', failure: 'refused', tonnes: 0.5 },
    });
    await expectLedgerSound();
  });

  it('retries a market that drops every call, then returns the credits when it never did the move', async () => {
    const { serialId, issuanceId } = await freshIssuance(t, s.certifier.token, s.projectId, 6);
    const move = await requestMove(t, owner, { direction: 'in', serialId, quantity: 6 });
    // Every call fails before it reaches the market.
    const down = marketsWith(() => 0.9, 100);
    expect(await settleWith(down, 3)).toMatchObject({ settled: 0 });
    let moves = (await tradingOf(t, owner)).body.moves;
    expect(moves.find((m) => m.id === move.body.move.id)).toMatchObject({
      state: 'pending',
      attempts: 1,
    });
    // Not due yet: the backoff holds the next call.
    await settleWith(down, 3);
    moves = (await tradingOf(t, owner)).body.moves;
    expect(moves.find((m) => m.id === move.body.move.id)?.attempts).toBe(1);
    const later = (minutes: number) => () => new Date(Date.now() + minutes * 60_000);
    await settleWith(down, 3, later(1));
    await settleWith(down, 3, later(2));
    moves = (await tradingOf(t, owner)).body.moves;
    expect(moves.find((m) => m.id === move.body.move.id)).toMatchObject({
      state: 'failed',
      failure: 'unavailable',
      attempts: 3,
    });
    expect(await ownerIssuanceKg(issuanceId)).toBe(6 * TONNE);
    expect(await sandboxOperations(`move-${String(move.body.move.id)}`)).toEqual([]);
    await expectLedgerSound();
  });

  it('confirms a move the market did although its answer was lost, and records it once', async () => {
    const { serialId } = await freshIssuance(t, s.certifier.token, s.projectId, 3);
    const move = await requestMove(t, owner, { direction: 'in', serialId, quantity: 3 });
    // Every call is done by the market, and every answer lost on the way back.
    await settleWith(
      marketsWith(() => 0.1, 100),
      1,
    );
    const { body } = await tradingOf(t, owner);
    const settled = body.moves.find((m) => m.id === move.body.move.id);
    expect(settled).toMatchObject({ state: 'confirmed', attempts: 1 });
    const operations = await sandboxOperations(`move-${String(move.body.move.id)}`);
    expect(operations.map((o) => o.reference)).toEqual([settled?.reference]);
  });

  it('after a restart, asks the market again and settles a move it did before the crash once', async () => {
    const { serialId } = await freshIssuance(t, s.certifier.token, s.projectId, 4);
    const move = await requestMove(t, owner, { direction: 'in', serialId, quantity: 4 });
    // The process that asked the market died before it recorded the answer.
    const before = await t.app.markets.connectors.polygon.deposit({
      operationKey: `move-${String(move.body.move.id)}`,
      accountId: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      serial: move.body.move.serial,
      quantityKg: 4 * TONNE,
    });
    await t.app.markets.settle();
    const { body } = await tradingOf(t, owner);
    expect(body.moves.find((m) => m.id === move.body.move.id)).toMatchObject({
      state: 'confirmed',
      reference: before.kind === 'done' ? before.reference : 'no reference',
    });
    expect(await sandboxOperations(`move-${String(move.body.move.id)}`)).toHaveLength(1);
  });
});

describe('concurrent moves of one block', () => {
  it('lets as many moves into the market as the block holds, and as many out as the holding holds', async () => {
    const { serialId, issuanceId } = await freshIssuance(t, s.certifier.token, s.projectId, 10);
    const ins = await Promise.all(
      Array.from({ length: 5 }, () =>
        requestMove(t, owner, { direction: 'in', serialId, quantity: 3 }),
      ),
    );
    const accepted = ins.filter((answer) => answer.status === 200);
    expect(accepted).toHaveLength(3);
    for (const refused of ins.filter((answer) => answer.status !== 200)) {
      expect(codesOf(refused.body)).toEqual(['ERROR_LEDGER_NOT_ENOUGH']);
    }
    expect(await ownerIssuanceKg(issuanceId)).toBe(1 * TONNE);
    await t.app.markets.settle();

    const holding = accepted[0]!.body.move.serialId;
    const outs = await Promise.all(
      Array.from({ length: 3 }, () =>
        requestMove(t, owner, { direction: 'out', serialId: holding, quantity: 2 }),
      ),
    );
    expect(outs.filter((answer) => answer.status === 200)).toHaveLength(1);
    await t.app.markets.settle();
    expect(await ownerIssuanceKg(issuanceId)).toBe(3 * TONNE);
    const { body } = await tradingOf(t, owner);
    const onMarket = body.holdings
      .filter((h) => accepted.some((a) => a.body.move.serialId === h.serialId))
      .reduce((sum, h) => sum + h.quantityKg, 0);
    expect(onMarket).toBe(7 * TONNE);
    await expectLedgerSound();
  });
});

describe('replacing the linked account', () => {
  it('is refused while credits or a move are on the market under it, and allowed once they are out', async () => {
    const relink = (accountId: string) =>
      call(t, 'POST', '/api/user/exchangeUser', {
        token: owner,
        lng: 'es',
        payload: { market: 'rcc', accountId },
      });
    await linkMarket(t, owner, 'rcc', '1234567');
    const { serialId } = await freshIssuance(t, s.certifier.token, s.projectId, 5);
    const moveIn = await requestMove(t, owner, {
      market: 'rcc',
      direction: 'in',
      serialId,
      quantity: 2,
    });
    expect(moveIn.status).toBe(200);
    // Pending, then held: another account would leave the credits out of reach.
    for (const settle of [async () => {}, t.app.markets.settle]) {
      await settle();
      const refused = await relink('7654321');
      expect([refused.status, codesOf(refused.body)]).toEqual([
        409,
        ['ERROR_MARKET_ACCOUNT_IN_USE'],
      ]);
      expect(refused.raw).toContain('Su empresa aún tiene créditos en RCC');
    }
    // The same account again is no replacement.
    expect((await relink('1234567')).status).toBe(200);
    const moveOut = await requestMove(t, owner, {
      market: 'rcc',
      direction: 'out',
      serialId: moveIn.body.move.serialId,
      quantity: 2,
    });
    expect(moveOut.status).toBe(200);
    await t.app.markets.settle();
    expect((await tradingOf(t, owner, 'rcc')).body.holdings).toEqual([]);
    const replaced = await relink('7654321');
    expect(replaced.status).toBe(200);
    expect((await tradingOf(t, owner, 'rcc')).body.account?.accountId).toBe('7654321');
  });
});
