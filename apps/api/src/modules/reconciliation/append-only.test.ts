import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { selectRows } from '../../db/select-rows';
import { sequenceLog } from '../log/sequence-log';

/*
 * The movements and the transparency log are append-only in the database
 * (DESIGN.md 4.3, fault 8 of issue 18): triggers refuse UPDATE, DELETE and
 * TRUNCATE, even under session_replication_role = replica, whatever the code.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  while ((await sequenceLog(t.database.db, t.app.logSigner)).appendedCount > 0);
});
afterAll(async () => {
  await t.close();
});

/** The database's own message when `statement` is refused, or 'done' when it is not. */
async function attempt(statement: SQL, role: 'origin' | 'replica' = 'origin'): Promise<string> {
  try {
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local session_replication_role = ${role}`));
      await tx.execute(statement);
    });
    return 'done';
  } catch (error) {
    const cause = (error as { cause?: Error }).cause;
    return cause?.message ?? (error as Error).message;
  }
}

const EDITS: Record<string, { update: string; where: string }> = {
  movements: {
    update: 'quantity_kg = quantity_kg + 1000',
    where: 'id = (select min(id) from movements)',
  },
  log_nodes: { update: "hash = repeat('0', 64)", where: 'level = 0 and index = 0' },
  log_checkpoints: {
    update: 'size = size',
    where: 'size = (select max(size) from log_checkpoints)',
  },
  log_key: { update: "origin = 'elsewhere/log'", where: 'id = 1' },
  log_events: { update: "data = data || ' '", where: 'leaf_index = 0' },
};

describe('append-only tables', () => {
  for (const [table, edit] of Object.entries(EDITS)) {
    it(`${table}: refuses UPDATE, DELETE and TRUNCATE, under replication role replica too`, async () => {
      const update = sql.raw(`update ${table} set ${edit.update} where ${edit.where}`);
      const remove = sql.raw(`delete from ${table} where ${edit.where}`);
      const truncate = sql.raw(`truncate ${table} cascade`);
      for (const role of ['origin', 'replica'] as const) {
        expect(await attempt(update, role)).toMatch(`UPDATE on ${table} refused`);
        expect(await attempt(remove, role)).toMatch(`DELETE on ${table} refused`);
        expect(await attempt(truncate, role)).toMatch(/TRUNCATE on \w+ refused/);
      }
      const [row] = await selectRows<{ n: number }>(
        t.database.db,
        sql.raw(`select count(*)::int as n from ${table} where ${edit.where}`),
      );
      expect(row?.n).toBe(1);
    });
  }

  it('log_events: lets the sequencer set a leaf index once, from null, and nothing else', async () => {
    await t.database.db.execute(sql`insert into log_events (kind, data) values ('test', '{}')`);
    const unsequenced = 'leaf_index is null';
    expect(
      await attempt(sql.raw(`update log_events set data = '{"a":1}' where ${unsequenced}`)),
    ).toMatch('UPDATE on log_events refused');
    const sequenced = await sequenceLog(t.database.db, t.app.logSigner);
    expect(sequenced.appendedCount).toBe(1);
    expect(
      await attempt(sql`update log_events set leaf_index = leaf_index + 1000 where leaf_index = 0`),
    ).toMatch('UPDATE on log_events refused');
  });

  it('blocks: no TRUNCATE, and retired or cancelled blocks stay refused under replica', async () => {
    expect(await attempt(sql`truncate blocks cascade`, 'replica')).toMatch(
      'TRUNCATE on blocks refused',
    );
    expect(
      await attempt(
        sql`update blocks set account_id = account_id where status = 'cancelled'`,
        'replica',
      ),
    ).toMatch(/is cancelled and never changes/);
  });
});
