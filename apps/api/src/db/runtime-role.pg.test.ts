import { randomBytes } from 'node:crypto';
import { desc, sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certifiedProject, freshIssuance, positionsOf, transfer } from '../../test/kit/ledger';
import { companyIdOf } from '../../test/kit/projects';
import { logIn } from '../../test/kit/session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sequenceLog } from '../modules/log/sequence-log';
import { verifyDatabase } from '../modules/reconciliation/verify-database';
import { movements } from './schema/movements';

/*
 * The API as a role that owns no table (DESIGN.md 4.3, fault 8 of issue 18),
 * with only what db/runtime-role.sql grants; the migrations ran as the owner.
 * It works, and it cannot switch the append-only triggers off nor go around
 * them. PostgreSQL only: PGlite has a single superuser (README).
 */

const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const role = `registry_app_${randomBytes(4).toString('hex')}`;

async function asServerAdmin(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

let t: TestApp;
beforeAll(async () => {
  await asServerAdmin(`CREATE ROLE ${role} LOGIN`);
  t = await createTestApp({ seed: 'accounts', runtimeRole: role });
});
afterAll(async () => {
  // The role goes even when the app did not start.
  await (t as TestApp | undefined)?.close();
  await asServerAdmin(`DROP ROLE IF EXISTS ${role}`);
});

/** What PostgreSQL answers the runtime role, or 'done'. */
async function attempt(statement: SQL): Promise<string> {
  try {
    await t.database.db.execute(statement);
    return 'done';
  } catch (error) {
    return (error as { cause?: Error }).cause?.message ?? (error as Error).message;
  }
}

describe('the API as a runtime role that owns no table', () => {
  it('serves as that role: logs in, issues, transfers, sequences and reconciles', async () => {
    const [who] = (
      (await t.database.db.execute(sql`select current_user as name`)) as unknown as {
        rows: { name: string }[];
      }
    ).rows;
    expect(who?.name).toBe(role);

    const developer = await logIn(t, 'developer@demo.example');
    const certifier = await logIn(t, 'certifier@demo.example');
    const owner = await logIn(t, 'owner@demo.example');
    const projectId = await certifiedProject(t, {
      developer: developer.token,
      certifier: certifier.token,
    });
    const { serialId } = await freshIssuance(t, certifier.token, projectId, 20);
    const traderCompanyId = await companyIdOf(t, 'trader@demo.example');
    const moved = await transfer(t, owner.token, {
      serialId,
      quantity: 5,
      isKg: false,
      companyId: traderCompanyId,
    });
    expect(moved.status).toBe(200);
    const trader = await logIn(t, 'trader@demo.example');
    const held = (await positionsOf(t, trader.token)).body.positions ?? [];
    expect(held.map((p) => p.quantityKg)).toContain(5000);

    while ((await sequenceLog(t.database.db, t.app.logSigner)).appendedCount > 0);
    expect(await verifyDatabase(t.database.db)).toEqual([]);
  });

  it('cannot switch the triggers off, nor delete, edit or truncate what they keep', async () => {
    const [last] = await t.database.db
      .select({ id: movements.id })
      .from(movements)
      .orderBy(desc(movements.id))
      .limit(1);
    expect(last).toBeDefined();
    expect(await attempt(sql`set session_replication_role = replica`)).toMatch(
      /permission denied to set parameter "session_replication_role"/,
    );
    expect(await attempt(sql`alter table movements disable trigger movements_append_only`)).toMatch(
      /must be owner of table movements/,
    );
    expect(await attempt(sql`delete from movements where id = ${last?.id}`)).toMatch(
      /permission denied for table movements/,
    );
    expect(await attempt(sql`update movements set quantity_kg = 1 where id = ${last?.id}`)).toMatch(
      /permission denied for table movements/,
    );
    expect(await attempt(sql`truncate log_nodes`)).toMatch(/permission denied for table log_nodes/);
    expect(await attempt(sql`delete from log_checkpoints`)).toMatch(/permission denied/);
    expect(await attempt(sql`update log_events set data = data || ' '`)).toMatch(
      /UPDATE on log_events refused/,
    );
    expect(await attempt(sql`drop trigger log_events_append_only on log_events`)).toMatch(
      /must be owner of (table|relation) log_events/,
    );
    expect(await verifyDatabase(t.database.db)).toEqual([]);
  });
});
