import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  MovementsResponse,
  SerialSearchResponse,
  TransferNotificationsResponse,
} from '@registry/contract/ledger/ledger-history';
import type { LatestNotificationsResponse } from '@registry/contract/notifications/list-latest-notifications';
import { call, codeOf } from '../../../test/kit/call';
import { blockAction, certifiedProject, convert, issue, transfer } from '../../../test/kit/ledger';
import { companyIdOf } from '../../../test/kit/projects';
import { logIn, type Session } from '../../../test/kit/session';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let certifier: Session;
let owner: Session;
let trader: Session;
let general: Session;
let ownerCompanyId: number;
let traderCompanyId: number;
let generalCompanyId: number;
let projectId: number;
let ownerSerialId: number;
let traderSerialId: number;

const T = '/api/platform/projectCompanyTransfer';
const movementsOf = (session: Session, path: 'transfers' | 'historic', query = '') =>
  call<MovementsResponse>(t, 'GET', `${T}/${path}${query}`, { token: session.token });

beforeAll(async () => {
  t = await createTestApp({ seed: 'accounts' });
  const developer = await logIn(t, 'developer@demo.example');
  certifier = await logIn(t, 'certifier@demo.example');
  owner = await logIn(t, 'owner@demo.example');
  trader = await logIn(t, 'trader@demo.example');
  general = await logIn(t, 'generalaccount@demo.example');
  ownerCompanyId = await companyIdOf(t, 'owner@demo.example');
  traderCompanyId = await companyIdOf(t, 'trader@demo.example');
  generalCompanyId = await companyIdOf(t, 'generalaccount@demo.example');
  projectId = await certifiedProject(t, { developer: developer.token, certifier: certifier.token });
  const issued = await issue(t, certifier.token, {
    projectId,
    vintage: 2025,
    monitoringPeriod: 1,
    quantity: 100,
    bufferSharePercent: 10,
  });
  ownerSerialId = issued.body.serialId ?? 0;
  // Buffer t 1-10; owner -> trader t 11-40, trader -> general t 11-15 (then cancelled), trader converts t 16-17.
  const sent = await transfer(t, owner.token, {
    serialId: ownerSerialId,
    quantity: 30,
    isKg: false,
    companyId: traderCompanyId,
  });
  traderSerialId = sent.body.serialId ?? 0;
  const onward = await transfer(t, trader.token, {
    serialId: traderSerialId,
    quantity: 5,
    isKg: false,
    companyId: generalCompanyId,
  });
  await convert(t, trader.token, { serialId: traderSerialId, quantity: 2 });
  await blockAction(t, certifier.token, 'cancel', {
    serialId: onward.body.serialId ?? 0,
    reason: 'Doble conteo',
  });
}, 90_000);

afterAll(async () => {
  await t.close();
});

describe('GET /transfers and /historic', () => {
  it("lists the company's own transfers, newest first, with both sides", async () => {
    const { status, body } = await movementsOf(trader, 'transfers');
    expect(status).toBe(200);
    expect(
      body.movements.map((m) => [m.kind, m.direction, m.quantityKg, m.counterpartyName]),
    ).toEqual([
      ['transfer', 'sent', 5000, 'Industrias Sostenibles S.A.'],
      ['transfer', 'received', 30_000, 'Bosques del Pacífico S.A.S.'],
    ]);
    const received = body.movements[1];
    expect(received?.project.id).toBe(projectId);
    expect(received?.serial).toMatch(/-2025-1-11-40$/);
    expect(received?.from).toMatchObject({ kind: 'main', companyId: ownerCompanyId, isOwn: false });
    expect(received?.to).toMatchObject({ kind: 'main', companyId: traderCompanyId, isOwn: true });
  });

  it('never shows another company its movements', async () => {
    const { body } = await movementsOf(general, 'historic');
    // general received 5 t from the trader, and the certifier cancelled them in its account.
    expect(body.movements.map((m) => m.kind)).toEqual(['cancel', 'transfer']);
    expect(body.movements.every((m) => m.from?.companyId !== ownerCompanyId)).toBe(true);
  });

  it('lists every movement touching the accounts in /historic, filtered and paged', async () => {
    const all = await movementsOf(owner, 'historic');
    expect(all.body.movements.map((m) => [m.kind, m.direction])).toEqual([
      ['transfer', 'sent'],
      ['issue', 'received'],
    ]);
    const trades = await movementsOf(trader, 'historic');
    expect(trades.body.movements.map((m) => m.kind)).toEqual([
      'convertToKg',
      'transfer',
      'transfer',
    ]);
    const received = await movementsOf(trader, 'historic', '?direction=received');
    expect(received.body.movements).toHaveLength(1);
    const byKind = await movementsOf(trader, 'historic', '?kind=convertToKg');
    expect(byKind.body.movements[0]?.serial).toMatch(/-2025-1-15001kg-17000kg$/);
    const otherProject = await movementsOf(trader, 'historic', `?projectId=${projectId + 999}`);
    expect(otherProject.body.movements).toEqual([]);
    const future = await movementsOf(trader, 'historic', '?from=2999-01-01');
    expect(future.body.movements).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    const bounded = await movementsOf(trader, 'historic', `?from=${today}&to=${today}`);
    expect(bounded.body.movements).toHaveLength(3);
    const first = await movementsOf(trader, 'historic', '?limit=2');
    expect(first.body.movements).toHaveLength(2);
    const rest = await movementsOf(
      trader,
      'historic',
      `?limit=2&cursor=${first.body.nextCursor ?? 0}`,
    );
    expect(rest.body.movements.map((m) => m.kind)).toEqual(['transfer']);
    expect(rest.body.nextCursor).toBeNull();
  });

  it('refuses a bad filter with 400 and no session with 401', async () => {
    const bad = await movementsOf(trader, 'historic', '?direction=sideways&from=yesterday');
    expect(bad.status).toBe(400);
    expect(bad.body.status).toBe(0);
    const anonymous = await call(t, 'GET', `${T}/transfers`);
    expect(anonymous.status).toBe(401);
  });
});

describe('credits received notifications', () => {
  it('notifies the receiver, counts in the bell and lists under /notifications/transfers', async () => {
    const count = await call<{ notifications: number }>(t, 'GET', `${T}/notifications`, {
      token: trader.token,
    });
    expect(count.body.notifications).toBeGreaterThanOrEqual(1);
    const latest = await call<LatestNotificationsResponse>(t, 'GET', `${T}/notifications/latest`, {
      token: trader.token,
    });
    expect(latest.body.notifications.map((n) => n.kind)).toContain('creditsReceived');
    const { status, body } = await call<TransferNotificationsResponse>(
      t,
      'GET',
      `${T}/notifications/transfers`,
      { token: trader.token },
    );
    expect(status).toBe(200);
    expect(body.notifications).toEqual([
      expect.objectContaining({
        kind: 'creditsReceived',
        isRead: false,
        payload: expect.objectContaining({
          quantityKg: 30_000,
          tonnes: 30,
          sender: 'Bosques del Pacífico S.A.S.',
          projectId,
        }),
      }),
    ]);
    const mine = await call<TransferNotificationsResponse>(
      t,
      'GET',
      `${T}/notifications/transfers`,
      {
        token: owner.token,
      },
    );
    expect(mine.body.notifications).toEqual([]);
  });
});

describe('GET /api/public/serials', () => {
  const search = (q: string) =>
    call<SerialSearchResponse>(t, 'GET', `/api/public/serials?q=${encodeURIComponent(q)}`);

  it("answers anyone the blocks holding a serial and their kg's history, holders named only to the holder", async () => {
    const positions = await call<{ positions: { serialId: number; serial: string }[] }>(
      t,
      'GET',
      `${T}/positions`,
      { token: trader.token },
    );
    const human = positions.body.positions.find((p) => p.serialId === traderSerialId)?.serial ?? '';
    expect(human).toMatch(/-2025-1-18-40$/);
    const { status, body } = await search(human);
    expect(status).toBe(200);
    expect(body.blocks).toHaveLength(1);
    const [block] = body.blocks;
    expect(block).toMatchObject({
      serialId: traderSerialId,
      serial: human,
      quantityKg: 23_000,
      status: 'active',
      issuance: { vintage: 2025, number: 1 },
      project: { id: projectId },
      // Holdings are not public (decision 028).
      holder: null,
    });
    expect(block?.history.map((m) => m.kind)).toEqual([
      'issue',
      'transfer',
      'transfer',
      'convertToKg',
    ]);
    // The issuance is public; who sent what to whom is not.
    expect(block?.history[0]?.to).toEqual({
      kind: 'main',
      companyName: 'Bosques del Pacífico S.A.S.',
    });
    expect(block?.history[1]).toMatchObject({
      from: { kind: 'main', companyName: null },
      to: { kind: 'main', companyName: null },
    });

    // The holder sees itself and the project's owner; the general account, neither owner nor holder, stays out.
    const seen = await call<SerialSearchResponse>(
      t,
      'GET',
      `/api/public/serials?q=${encodeURIComponent(human)}`,
      { token: trader.token },
    );
    const [own] = seen.body.blocks;
    expect(own?.holder).toEqual({ kind: 'main', companyName: 'Mercado de Carbono Trading S.A.S.' });
    expect(own?.history[1]).toMatchObject({
      from: { kind: 'main', companyName: 'Bosques del Pacífico S.A.S.' },
      to: { kind: 'main', companyName: 'Mercado de Carbono Trading S.A.S.' },
    });
    expect(own?.history[2]?.to).toEqual({ kind: 'main', companyName: null });
  });

  it('finds a range across blocks, from the project code on, and kg numbers', async () => {
    const positions = await call<{ positions: { serialId: number; serial: string }[] }>(
      t,
      'GET',
      `${T}/positions`,
      { token: owner.token },
    );
    const serial = positions.body.positions[0]?.serial ?? '';
    const code = /^CR-[^-]+-[^-]+-(.+)-2025-1-/.exec(serial)?.[1] ?? '';
    const range = await search(`${code}-2025-1-1-100`);
    expect(range.body.blocks.map((b) => b.status)).toEqual([
      'active',
      'cancelled',
      'active',
      'active',
      'active',
    ]);
    expect(range.body.blocks[0]?.holder).toEqual({ kind: 'buffer', companyName: null });
    const one = await search(`${serial.split('-2025-')[0] ?? ''}-2025-1-16000kg`);
    expect(one.body.blocks).toHaveLength(1);
    expect(one.body.blocks[0]?.divisible).toBe(true);
    const none = await search(`${code}-2024-1-1`);
    expect(none.body.blocks).toEqual([]);
  });

  it('refuses what is not a serial with 400', async () => {
    const bad = await search('not a serial');
    expect(bad.status).toBe(400);
    expect(codeOf(bad)).toBe('ERROR_SERIAL_INVALID');
    const empty = await call(t, 'GET', '/api/public/serials?q=');
    expect(empty.status).toBe(400);
  });
});
