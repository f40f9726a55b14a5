import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETIREMENT_PURPOSES } from '@registry/contract/retirements/retirements-api';
import { blocks } from '../db/schema/blocks';
import { retirements } from '../db/schema/retirements';
import { issuances } from '../db/schema/issuances';
import { ledgerAccounts } from '../db/schema/ledger-accounts';
import { logEvents } from '../db/schema/log';
import { movements } from '../db/schema/movements';
import { notifications } from '../db/schema/accounts';
import { checkLedgerInvariants } from '../modules/ledger/invariants';
import { checkLogReplay } from '../modules/ledger/log-replay-check';
import { call } from '../../test/kit/call';
import { positionsOf } from '../../test/kit/ledger';
import { POLYGON_ADDRESS, tradingOf } from '../../test/kit/markets';
import { logIn } from '../../test/kit/session';
import { sentMailsTo } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the demo ledger', () => {
  it('issues the certified projects and moves credits through every action', async () => {
    const db = t.database.db;
    expect(await db.select().from(issuances)).toHaveLength(4);
    const kinds = (await db.select({ kind: movements.kind }).from(movements)).map((m) => m.kind);
    const count = (kind: string) => kinds.filter((k) => k === kind).length;
    expect(count('issue')).toBe(4);
    expect(count('transfer')).toBe(8);
    expect(count('convertToKg')).toBe(1);
    // The certifier's lock, and three moves into Polygon's escrow (demo-markets.ts), one returned.
    expect(count('lock')).toBe(4);
    expect(count('unlock')).toBe(2);
    expect(count('cancel')).toBe(1);
    expect(count('retire')).toBe(8);
    const retired = await db.select().from(retirements);
    expect(new Set(retired.map((r) => r.purpose))).toEqual(new Set(RETIREMENT_PURPOSES));
    expect(retired.filter((r) => !r.isPublic)).toHaveLength(1);
    expect(retired.filter((r) => r.isKg).map((r) => r.quantityKg)).toEqual([250]);
    expect(retired.filter((r) => r.passiveSubjectCompanyId !== null)).toHaveLength(2);
    // Numbered from 1 without gaps in each year (the demo's days may span a new year).
    for (const year of new Set(retired.map((r) => r.certificateYear))) {
      const sequences = retired
        .filter((r) => r.certificateYear === year)
        .map((r) => r.certificateSequence);
      expect(sequences.sort((a, b) => a - b)).toEqual(sequences.map((_, i) => i + 1));
    }
    const ledgerEvents = (await db.select({ kind: logEvents.kind }).from(logEvents)).filter((e) =>
      e.kind.startsWith('ledger.'),
    );
    expect(ledgerEvents).toHaveLength(kinds.length);
    const statuses = (await db.select({ status: blocks.status }).from(blocks)).map((b) => b.status);
    expect(statuses).toContain('locked');
    expect(statuses).toContain('cancelled');
    const subs = await db.select().from(ledgerAccounts);
    expect(subs.filter((a) => a.kind === 'sub')).toHaveLength(1);
    const received = (await db.select().from(notifications)).filter(
      (n) => n.kind === 'creditsReceived',
    );
    expect(received.length).toBeGreaterThanOrEqual(6);
    // Its transfers are dated weeks ago: the bell tells them, no mail goes out for them.
    expect(await sentMailsTo(t, '@')).toEqual([]);
    expect(await checkLedgerInvariants(db)).toEqual([]);
    expect(await checkLogReplay(db)).toEqual([]);
  });

  it('links owner@ to Polygon and Chia, with credits on Polygon and a move in each state', async () => {
    const owner = await logIn(t, 'owner@demo.example');
    const { body } = await tradingOf(t, owner.token, 'polygon');
    expect(body.account?.accountId).toBe(POLYGON_ADDRESS);
    expect(body.holdings.map((h) => h.quantityKg).sort((a, b) => a - b)).toEqual([3000, 10_000]);
    // The pending move out asks 1 t of the 10 t.
    expect(body.holdings.map((h) => h.availableKg).sort((a, b) => a - b)).toEqual([3000, 9000]);
    const states = body.moves.map((m) => `${m.direction} ${m.state} ${m.failure ?? ''}`.trim());
    expect(states.sort()).toEqual([
      'in confirmed',
      'in confirmed',
      'in failed unavailable',
      'out confirmed',
      'out pending',
    ]);
    const chia = await tradingOf(t, owner.token, 'chia');
    expect(chia.body.account).not.toBeNull();
    expect(chia.body.moves).toEqual([]);
  });

  it('leaves owner@, trader@ and generalaccount@ holding credits, in kg and a sub-account', async () => {
    const owner = await logIn(t, 'owner@demo.example');
    const trader = await logIn(t, 'trader@demo.example');
    const general = await logIn(t, 'generalaccount@demo.example');
    const ownerBlocks = (await positionsOf(t, owner.token)).body.positions ?? [];
    const traderBlocks = (await positionsOf(t, trader.token)).body.positions ?? [];
    const generalBlocks = (await positionsOf(t, general.token)).body.positions ?? [];
    expect(ownerBlocks.length).toBeGreaterThanOrEqual(4);
    expect(traderBlocks.some((b) => b.divisible)).toBe(true);
    expect(traderBlocks.some((b) => b.status === 'locked')).toBe(true);
    expect(generalBlocks.some((b) => b.subAccountId !== null)).toBe(true);
    expect(generalBlocks.some((b) => b.divisible && b.quantityKg === 2500)).toBe(true);
    const history = await call<{ movements: { direction: string }[] }>(
      t,
      'GET',
      '/api/platform/projectCompanyTransfer/transfers',
      { token: general.token },
    );
    const directions = new Set(history.body.movements.map((m) => m.direction));
    expect([...directions].sort()).toEqual(['internal', 'received', 'sent']);
  });
});
