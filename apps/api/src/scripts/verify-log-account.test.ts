import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountOpeningsResponse } from '@registry/contract/ledger/account-openings';
import { ledgerAccounts } from '../db/schema/ledger-accounts';
import { movements } from '../db/schema/movements';
import { commitmentOf } from '../modules/ledger/account-commitment';
import { sequenceLog } from '../modules/log/sequence-log';
import { call } from '../../test/kit/call';
import { logIn, nonAdminSession, type Session } from '../../test/kit/session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { verifyAccountHistory } from './verify-account-history';
import { verifyRemoteLog } from './verify-remote-log';

/*
 * A company checks its own history against the public log (DESIGN.md 4.3,
 * decision 028): it downloads the openings of its accounts' commitments, and
 * `npm run verify-log -- URL --account FILE` checks each against the log's
 * leaves and prints its movements; a wrong opening fails it.
 */

const apiDir = path.resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'registry-verify-account-'));
let t: TestApp;
let url: string;
let trader: Session;

const OPENINGS = '/api/platform/projectCompanyTransfer/openings';
const openingsOf = (session: Session) =>
  call<AccountOpeningsResponse>(t, 'GET', OPENINGS, { token: session.token });

beforeAll(async () => {
  // The demo ledger: trader@ receives, sends on, converts and keeps credits.
  t = await createTestApp();
  while ((await sequenceLog(t.database.db, t.app.logSigner)).appendedCount > 0);
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  trader = await logIn(t, 'trader@demo.example');
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The trader's movements as the registry records them (private): direction by account. */
async function traderMovements() {
  const accounts = await t.database.db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.companyId, trader.caller.companyId));
  const mine = new Set(accounts.map((account) => account.id));
  const rows = await t.database.db.select().from(movements);
  return rows
    .filter((m) => mine.has(m.fromAccountId ?? 0) || mine.has(m.toAccountId ?? 0))
    .map((m) => {
      const fromMine = mine.has(m.fromAccountId ?? 0);
      const toMine = mine.has(m.toAccountId ?? 0);
      return {
        movementId: m.id,
        quantityKg: m.quantityKg,
        direction: fromMine && toMine ? 'within' : toMine ? 'in' : 'out',
      };
    });
}

describe("a company's openings and verify-log --account", () => {
  it("gives any member only its own company's openings, and nobody else's", async () => {
    expect((await call(t, 'GET', OPENINGS)).status).toBe(401);
    const { status, body } = await openingsOf(trader);
    expect(status).toBe(200);
    expect(body).toMatchObject({ origin: 'registry.test/log', companyId: trader.caller.companyId });
    expect(body.openings.length).toBeGreaterThan(3);
    const accounts = await t.database.db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.companyId, trader.caller.companyId));
    const own = new Set(accounts.map((account) => account.id));
    for (const opening of body.openings) expect(own.has(opening.accountId)).toBe(true);
    // A member who is not the company's administrator reads its company's too.
    const member = await nonAdminSession(t);
    const theirs = await openingsOf(member);
    expect(theirs.status).toBe(200);
    expect(theirs.body.companyId).toBe(member.caller.companyId);
    expect(theirs.body.openings.map((o) => o.commitment)).not.toEqual(
      expect.arrayContaining(body.openings.map((o) => o.commitment).slice(0, 1)),
    );
  });

  it("opens every commitment in the log and reads the company's history from it", async () => {
    const { body } = await openingsOf(trader);
    const result = await verifyRemoteLog({ url, stateFile: path.join(dir, 'a.json') });
    const account = verifyAccountHistory({
      fileText: JSON.stringify(body),
      origin: result.origin,
      leafTexts: result.leafTexts,
    });
    expect(account.summary[0]).toBe(
      `${String(body.openings.length)} openings of company ${String(trader.caller.companyId)} hash to their commitments and are in the log at their blocks`,
    );
    const expected = await traderMovements();
    expect(expected.map((m) => m.direction)).toEqual(expect.arrayContaining(['in', 'out']));
    expect(
      account.history.map((line) => ({
        movementId: line.movementId,
        quantityKg: line.quantityKg,
        direction: line.direction,
      })),
    ).toEqual(expected);
  });

  it('fails on a wrong salt, on an opening moved to another account, and on a file of another log', async () => {
    const { body } = await openingsOf(trader);
    const { origin, leafTexts } = await verifyRemoteLog({
      url,
      stateFile: path.join(dir, 'b.json'),
    });
    const [first, ...rest] = body.openings;
    if (!first) throw new Error('the trader has no opening');
    const check = (file: object) =>
      verifyAccountHistory({ fileText: JSON.stringify(file), origin, leafTexts });

    const wrongSalt = { ...first, salt: '0'.repeat(32) };
    expect(() => check({ ...body, openings: [wrongSalt, ...rest] })).toThrow(
      `the opening of block ${String(first.blockId)} in movement ${String(first.movementId)} does not hash to its commitment`,
    );
    // A forged opening that hashes, to another account: its commitment is in no leaf.
    const otherAccount = first.accountId + 1;
    const forged = {
      ...first,
      accountId: otherAccount,
      commitment: commitmentOf(otherAccount, first.salt),
    };
    expect(() => check({ ...body, openings: [forged, ...rest] })).toThrow(
      /its commitment is not in the log at its block$/,
    );
    expect(() => check({ ...body, origin: 'other.example/log' })).toThrow(
      'the account file opens the log other.example/log, not registry.test/log',
    );
  });

  it('as a command: prints the history and exits 0, or names the wrong opening and exits 1', async () => {
    const { body } = await openingsOf(trader);
    const good = path.join(dir, 'openings.json');
    writeFileSync(good, JSON.stringify(body));
    const [first, ...rest] = body.openings;
    const bad = path.join(dir, 'wrong.json');
    writeFileSync(
      bad,
      JSON.stringify({ ...body, openings: [{ ...first, salt: 'f'.repeat(32) }, ...rest] }),
    );
    const run = async (file: string, state: string) => {
      try {
        const { stdout, stderr } = await promisify(execFile)(
          path.resolve(apiDir, '../../node_modules/.bin/tsx'),
          ['src/scripts/verify-log.ts', url, '--state', path.join(dir, state), '--account', file],
          { cwd: apiDir, timeout: 120_000 },
        );
        return { code: 0, stdout, stderr };
      } catch (error) {
        return error as { code: number; stdout: string; stderr: string };
      }
    };
    const ok = await run(good, 'c.json');
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/ok: \d+ openings of company \d+ hash to their commitments/);
    expect(ok.stdout).toMatch(
      /movement \d+ \(transfer\) {2}issuance \d+ {2}block \d+ {2}kg \d+\.\.\d+ \(\d+ kg\) {2}in/,
    );
    const failed = await run(bad, 'd.json');
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/FAILED: the opening of block \d+ in movement \d+ does not hash/);
  });
});
