import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks } from '../../db/schema/blocks';
import { ledgerAccounts } from '../../db/schema/ledger-accounts';
import { movements } from '../../db/schema/movements';
import { editAroundTriggers } from '../../../test/kit/edit-at-rest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { verifyDatabase } from './verify-database';

/*
 * npm run verify-db (DESIGN.md 4.3, fault 8 of issue 18): an edit made at
 * rest by the database's owner, around the triggers, is found and named.
 * Each test puts the database back as it was, and it verifies again.
 */

let t: TestApp;
beforeAll(async () => {
  // The demo ledger: issuances, transfers, a conversion to kg, a lock and a cancellation.
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function latestTransfer() {
  const [row] = await t.database.db
    .select()
    .from(movements)
    .where(eq(movements.kind, 'transfer'))
    .orderBy(desc(movements.id))
    .limit(1);
  if (!row) throw new Error('the demo ledger has no transfer');
  return row;
}

describe('verify-db', () => {
  it('finds nothing on a database its actions alone wrote', async () => {
    expect(await verifyDatabase(t.database.db)).toEqual([]);
  });

  it('names a movement deleted around its trigger', async () => {
    const movement = await latestTransfer();
    await editAroundTriggers(t.database.db, 'movements', (tx) =>
      tx.delete(movements).where(eq(movements.id, movement.id)),
    );
    expect(await verifyDatabase(t.database.db)).toEqual([
      expect.stringMatching(
        new RegExp(`movement ${String(movement.id)} \\(transfer\\).*not in the movements table`),
      ),
    ]);

    await editAroundTriggers(t.database.db, 'movements', (tx) =>
      tx.insert(movements).values(movement),
    );
    expect(await verifyDatabase(t.database.db)).toEqual([]);
  });

  it('names a movement whose quantity was edited', async () => {
    const movement = await latestTransfer();
    const edit = (quantityKg: number) =>
      editAroundTriggers(t.database.db, 'movements', (tx) =>
        tx.update(movements).set({ quantityKg }).where(eq(movements.id, movement.id)),
      );
    await edit(movement.quantityKg + 1000);
    expect(await verifyDatabase(t.database.db)).toEqual([
      `movement ${String(movement.id)} (transfer) differs from its log event: quantityKg`,
    ]);
    await edit(movement.quantityKg);
    expect(await verifyDatabase(t.database.db)).toEqual([]);
  });

  it('names an active block given to another account, before anyone moves it', async () => {
    const [active] = await t.database.db
      .select()
      .from(blocks)
      .where(eq(blocks.status, 'active'))
      .limit(1);
    if (!active) throw new Error('the demo ledger has no active block');
    const [thief] = await t.database.db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(ne(ledgerAccounts.id, active.accountId), eq(ledgerAccounts.kind, 'main')))
      .limit(1);
    if (!thief) throw new Error('the demo ledger has one main account');
    const give = (accountId: number) =>
      t.database.db.update(blocks).set({ accountId }).where(eq(blocks.id, active.id));
    await give(thief.id);
    expect(await verifyDatabase(t.database.db)).toEqual([
      expect.stringContaining(`block ${String(active.id)} `),
    ]);
    await give(active.accountId);
    expect(await verifyDatabase(t.database.db)).toEqual([]);
  });

  it('names an append-only trigger switched off, or on only outside replication', async () => {
    await t.database.db.execute(sql`alter table movements disable trigger movements_append_only`);
    expect(await verifyDatabase(t.database.db)).toEqual([
      'trigger movements_append_only on movements is disabled',
    ]);
    await t.database.db.execute(sql`alter table log_events enable trigger log_events_append_only`);
    await t.database.db.execute(sql`drop trigger log_nodes_no_truncate on log_nodes`);
    expect(await verifyDatabase(t.database.db)).toEqual([
      'trigger movements_append_only on movements is disabled',
      'trigger log_events_append_only on log_events is enabled only outside replication (ENABLE, not ENABLE ALWAYS): session_replication_role = replica switches it off',
      'trigger log_nodes_no_truncate on log_nodes is missing',
    ]);
    await t.database.db.execute(
      sql`alter table movements enable always trigger movements_append_only`,
    );
    await t.database.db.execute(
      sql`alter table log_events enable always trigger log_events_append_only`,
    );
    await t.database.db.execute(
      sql`create trigger log_nodes_no_truncate before truncate on log_nodes for each statement execute function refuse_append_only_change()`,
    );
    await t.database.db.execute(
      sql`alter table log_nodes enable always trigger log_nodes_no_truncate`,
    );
    expect(await verifyDatabase(t.database.db)).toEqual([]);
  });
});
