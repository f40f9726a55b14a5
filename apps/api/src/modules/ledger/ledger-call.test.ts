import canonicalize from 'canonicalize';
import { like } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logEvents } from '../../db/schema/log';
import {
  convert,
  freshIssuance,
  openLedgerScene,
  transfer,
  type LedgerScene,
} from '../../../test/kit/ledger';
import { refusalOf } from './ledger-call';

let s: LedgerScene;

beforeAll(async () => {
  // The outbox's dispatcher runs only when nudged: no timer's run falls inside a counted request.
  s = await openLedgerScene({ config: { outboxIntervalMs: 0 } });
}, 60_000);

afterAll(async () => {
  await s.t.close();
});

/**
 * The statements the app sends to its database while `work` runs; the outbox's
 * dispatcher is not nudged meanwhile and has no timer here (it sends the mail
 * after the answer, in statements of its own).
 */
async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const { outbox } = s.t.app;
  const nudge = outbox.nudge;
  outbox.nudge = () => undefined;
  // On PostgreSQL every statement goes through a pooled pg.Client; PGlite is one client.
  const $client = (s.t.database.db as unknown as { $client: unknown }).$client;
  const client = ($client instanceof pg.Pool ? pg.Client.prototype : $client) as {
    query: (...args: unknown[]) => unknown;
  };
  const original = client.query;
  const seen: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text: string };
    seen.push(typeof first === 'string' ? first : first.text);
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    client.query = original;
    outbox.nudge = nudge;
  }
  return seen;
}

describe('a movement in one round trip (DESIGN.md 4.3 "Cost")', () => {
  it('sends the database one statement for a transfer with its key, and one for a conversion', async () => {
    const { serialId } = await freshIssuance(s.t, s.certifier.token, s.projectId, 10);
    const payload = { serialId, quantity: 2, isKg: false, companyId: s.traderCompanyId };
    const sent = await statementsDuring(async () => {
      expect((await transfer(s.t, s.owner.token, payload, 'one-trip-1')).status).toBe(200);
    });
    expect(sent).toEqual([expect.stringContaining('ledger_transfer(')]);
    const converted = await statementsDuring(async () => {
      expect((await convert(s.t, s.owner.token, { serialId, quantity: 1 })).status).toBe(200);
    });
    expect(converted).toEqual([expect.stringContaining('ledger_convert_to_kg(')]);
  });

  it('answers a refusal in the caller’s words, with nothing written', async () => {
    const { serialId } = await freshIssuance(s.t, s.certifier.token, s.projectId, 3);
    const before = await s.t.database.db.$count(logEvents);
    const refused = await transfer(s.t, s.owner.token, {
      serialId,
      quantity: 4,
      isKg: false,
      companyId: s.traderCompanyId,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.codeMessages?.[0]?.codeMessage).toBe('ERROR_LEDGER_NOT_ENOUGH');
    expect(await s.t.database.db.$count(logEvents)).toBe(before);
  });

  it('writes leaves that are exactly their RFC 8785 canonical JSON', async () => {
    const { serialId } = await freshIssuance(s.t, s.certifier.token, s.projectId, 6);
    const to = { isKg: false, companyId: s.traderCompanyId };
    expect((await transfer(s.t, s.owner.token, { serialId, quantity: 2, ...to })).status).toBe(200);
    expect((await convert(s.t, s.owner.token, { serialId, quantity: 1 })).status).toBe(200);
    expect((await convert(s.t, s.owner.token, { serialId, quantity: 3 })).status).toBe(200);
    const leaves = await s.t.database.db
      .select({ data: logEvents.data })
      .from(logEvents)
      .where(like(logEvents.kind, 'ledger.%'));
    expect(leaves.length).toBeGreaterThan(3);
    for (const { data } of leaves) expect(canonicalize(JSON.parse(data))).toBe(data);
  });
});

describe('refusalOf', () => {
  it('turns a ledger function’s refusal into its codeMessage, status and params, wrapped or not', () => {
    const raised = { code: 'RG400', message: 'ERROR_LEDGER_NOT_ENOUGH', hint: '400' };
    const refusal = refusalOf({
      message: 'Failed query',
      cause: { ...raised, detail: '{"availableKg":1000,"quantityKg":2000}' },
    });
    expect(refusal).toMatchObject({
      code: 'ERROR_LEDGER_NOT_ENOUGH',
      httpStatus: 400,
      params: { availableKg: 1000, quantityKg: 2000 },
    });
    expect(refusalOf({ ...raised, hint: '403', message: 'ERROR_FORBIDDEN' })).toMatchObject({
      code: 'ERROR_FORBIDDEN',
      httpStatus: 403,
      params: {},
    });
    const other = new Error('connection lost');
    expect(refusalOf(other)).toBe(other);
  });
});
