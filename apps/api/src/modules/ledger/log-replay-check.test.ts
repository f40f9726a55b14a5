import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks } from '../../db/schema/blocks';
import { ledgerAccounts } from '../../db/schema/ledger-accounts';
import { logEvents } from '../../db/schema/log';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkLogReplay } from './log-replay-check';
import { replayLedger } from './replay-ledger';

let t: TestApp;
beforeAll(async () => {
  // The demo ledger: issuances, transfers, a conversion to kg, a lock and a cancellation, all by the actions.
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the replay invariant on the database', () => {
  it('replays the demo ledger from its log events into exactly the blocks table', async () => {
    expect(await checkLogReplay(t.database.db)).toEqual([]);
    const events = await t.database.db.select({ data: logEvents.data }).from(logEvents);
    const replay = replayLedger(events.map((event) => event.data));
    const rows = await t.database.db.select().from(blocks);
    expect(replay.blocks.size).toBe(rows.length);
    expect(replay.movements).toBeGreaterThanOrEqual(15);
  });

  it('finds a block changed behind the ledger’s back, and one that no movement made', async () => {
    const [active] = await t.database.db
      .select()
      .from(blocks)
      .where(eq(blocks.status, 'active'))
      .limit(1);
    if (!active) throw new Error('the demo ledger has no active block');
    const [elsewhere] = await t.database.db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(ne(ledgerAccounts.id, active.accountId))
      .limit(1);
    await t.database.db
      .update(blocks)
      .set({ accountId: elsewhere?.id ?? 0 })
      .where(eq(blocks.id, active.id));
    const [stray] = await t.database.db
      .insert(blocks)
      .values({ ...active, id: undefined, fromKg: 1, toKg: 1000, parentId: null })
      .returning({ id: blocks.id });
    expect(await checkLogReplay(t.database.db)).toEqual([
      `block ${String(active.id)} differs from its last leaf`,
      `block ${String(stray?.id)} is in the table but in no leaf`,
    ]);
  });
});
