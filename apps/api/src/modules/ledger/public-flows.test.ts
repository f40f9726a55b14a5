import { eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SerialSearchResponse } from '@registry/contract/ledger/ledger-history';
import type { LogEntriesResponse } from '@registry/contract/log/log';
import { companies } from '../../db/schema/accounts';
import { issuances } from '../../db/schema/issuances';
import { ledgerAccounts } from '../../db/schema/ledger-accounts';
import { movements } from '../../db/schema/movements';
import { projects } from '../../db/schema/projects';
import { call } from '../../../test/kit/call';
import { positionsOf } from '../../../test/kit/ledger';
import { logIn, type Session } from '../../../test/kit/session';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { sequenceLog } from '../log/sequence-log';

/*
 * Fault 7 of issue 18: a logged-out script joined the public log's leaves
 * (account ids) with the public serial search (the holder's name) and
 * attributed every company-to-company transfer. DESIGN.md 4.3: accounts enter
 * leaves only as fresh commitments, and the search names no holder of a held
 * block for the public; the holder and the certifier still see it.
 */

let t: TestApp;
let trader: Session;
let certifier: Session;
let general: Session;

beforeAll(async () => {
  // The demo ledger: transfers among owner@, trader@ and generalaccount@'s companies.
  t = await createTestApp();
  while ((await sequenceLog(t.database.db, t.app.logSigner)).appendedCount > 0);
  trader = await logIn(t, 'trader@demo.example');
  certifier = await logIn(t, 'certifier@demo.example');
  general = await logIn(t, 'generalaccount@demo.example');
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** Every value of the leaf whose key names an account, at any depth. */
function accountValues(value: unknown, found: unknown[] = []): unknown[] {
  if (Array.isArray(value)) for (const item of value) accountValues(item, found);
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (/account/i.test(key)) found.push(inner);
      else accountValues(inner, found);
    }
  }
  return found;
}

/** What a logged-out script reads: every entry of the public log, up to its checkpoint. */
async function publicLeaves(): Promise<Record<string, unknown>[]> {
  const note = await t.app.inject({ method: 'GET', url: '/api/log/checkpoint' });
  const size = Number(note.body.split('\n')[1]);
  const leaves: Record<string, unknown>[] = [];
  for (let start = 0; start < size; start += 1000) {
    const end = Math.min(start + 1000, size);
    const { body } = await call<LogEntriesResponse>(
      t,
      'GET',
      `/api/log/entries?start=${String(start)}&end=${String(end)}`,
    );
    leaves.push(...body.entries.map((entry) => JSON.parse(entry.data) as Record<string, unknown>));
  }
  return leaves;
}

describe('the public log and the serial search keep flows private', () => {
  it("lets no logged-out script find a transfer's accounts in the log's leaves", async () => {
    // The registry's own record (private) of the transfers between companies.
    const transfers = await t.database.db
      .select({
        id: movements.id,
        fromAccountId: movements.fromAccountId,
        toAccountId: movements.toAccountId,
      })
      .from(movements)
      .where(eq(movements.kind, 'transfer'));
    expect(transfers.length).toBeGreaterThan(3);
    const leaves = (await publicLeaves()).filter((leaf) => String(leaf.kind).startsWith('ledger.'));
    for (const transfer of transfers) {
      const leaf = leaves.find((each) => each.movementId === transfer.id);
      expect(leaf).toBeDefined();
      const accounts = accountValues(leaf);
      expect(accounts.length).toBeGreaterThan(0);
      expect(accounts).not.toContain(transfer.fromAccountId);
      expect(accounts).not.toContain(transfer.toAccountId);
    }
    // Every account a ledger leaf shows is a commitment, fresh for each block it writes.
    const shown = leaves.flatMap((leaf) => accountValues(leaf.blocksAfter));
    for (const account of shown) expect(account).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(shown).size).toBe(shown.length);
  });

  it('names no holder of a held block to the public; the holder and the certifier see it', async () => {
    const issued = await t.database.db
      .select({
        code: projects.code,
        vintage: issuances.vintage,
        number: issuances.number,
        quantityKg: issuances.quantityKg,
        ownerCompanyId: projects.ownerCompanyId,
      })
      .from(issuances)
      .innerJoin(projects, eq(projects.id, issuances.projectId));
    const holders = await t.database.db
      .selectDistinct({ id: companies.id, name: companies.name })
      .from(ledgerAccounts)
      .innerJoin(companies, eq(companies.id, ledgerAccounts.companyId))
      .where(isNotNull(ledgerAccounts.companyId));
    const owners = new Set(issued.map((row) => row.ownerCompanyId));
    const traders = holders.filter((company) => !owners.has(company.id));
    expect(traders.length).toBeGreaterThanOrEqual(2);
    const answers: SerialSearchResponse[] = [];
    for (const row of issued) {
      const q = `${row.code ?? ''}-${String(row.vintage)}-${String(row.number)}-1-${String(row.quantityKg / 1000)}`;
      const { status, body } = await call<SerialSearchResponse>(
        t,
        'GET',
        `/api/public/serials?q=${encodeURIComponent(q)}`,
      );
      expect(status).toBe(200);
      answers.push(body);
    }
    const blocks = answers.flatMap((answer) => answer.blocks);
    expect(blocks.length).toBeGreaterThan(issued.length);
    const text = JSON.stringify(answers);
    for (const company of traders) expect(text).not.toContain(company.name);
    const held = blocks.filter((block) => ['active', 'locked'].includes(block.status));
    for (const block of held) {
      // A system account may be named: the buffer pool, a market's escrow (never whose credits).
      if (block.holder !== null) expect(['buffer', 'escrow']).toContain(block.holder.kind);
    }
    expect(held.filter((block) => block.holder === null).length).toBeGreaterThan(3);

    // The trader's own block: the trader and the certifier see the holder, another company not.
    const [mine] = (await positionsOf(t, trader.token)).body.positions ?? [];
    if (!mine) throw new Error('the demo trader holds nothing');
    const [traderName] = await t.database.db
      .select({ name: companies.name })
      .from(companies)
      .where(inArray(companies.id, [trader.caller.companyId]));
    const holderSeenBy = async (session: Session | null) => {
      const { body } = await call<SerialSearchResponse>(
        t,
        'GET',
        `/api/public/serials?q=${encodeURIComponent(mine.serial)}`,
        session ? { token: session.token } : {},
      );
      return body.blocks.find((block) => block.serialId === mine.serialId)?.holder;
    };
    expect(await holderSeenBy(trader)).toEqual({ kind: 'main', companyName: traderName?.name });
    expect(await holderSeenBy(certifier)).toEqual({ kind: 'main', companyName: traderName?.name });
    expect(await holderSeenBy(general)).toBeNull();
    expect(await holderSeenBy(null)).toBeNull();
    const badToken = await call(t, 'GET', `/api/public/serials?q=${mine.serial}`, {
      token: 'not-a-token',
    });
    expect(badToken.status).toBe(401);
  });
});
