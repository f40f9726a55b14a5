import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { RECONCILIATION_LOCK } from './reconciliation-job';

/*
 * One reconciliation at a time, whatever the instance (decision 027): while
 * another session holds the advisory lock, a run skips its turn and leaves the
 * last result as it was. PostgreSQL only: PGlite has one session.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'accounts' });
});
afterAll(async () => {
  await t.close();
});

describe('the reconciliation lock', () => {
  it('skips a run while another instance holds the lock, and runs once it is free', async () => {
    // Another session on the same database (advisory locks are per database).
    const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
    const other = await pool.connect();
    try {
      await other.query('select pg_advisory_lock($1)', [RECONCILIATION_LOCK]);
      expect(await t.app.reconciliation.run()).toBe(false);
      expect(t.app.reconciliation.status.checkedAt).toBeNull();
      await other.query('select pg_advisory_unlock($1)', [RECONCILIATION_LOCK]);
    } finally {
      other.release();
    }
    expect(await t.app.reconciliation.run()).toBe(true);
    expect(t.app.reconciliation.status.checkedAt).not.toBeNull();
  });
});
