import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { demoLoginsWarning } from './demo-logins-warning';
import { seedDatabase } from './seed-database';

/*
 * main.ts logs this at level warn when a registry on PostgreSQL holds the demo
 * logins (SEED=demo with DATABASE_URL): their password is in the README.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
});
afterAll(async () => t.close());

const SERVER = { databaseUrl: 'postgres://registry@db:5432/registry' };

describe('demoLoginsWarning', () => {
  it('says nothing while the database holds no demo login', async () => {
    expect(await demoLoginsWarning(t.database.db, SERVER)).toBeNull();
  });

  it('warns loudly once a PostgreSQL registry holds the demo logins, not on the embedded one', async () => {
    await seedDatabase(t.database.db, 'demo');
    const warning = await demoLoginsWarning(t.database.db, SERVER);
    expect(warning).toContain('PUBLIC DEMO LOGINS');
    expect(warning).toContain('certifier@demo.example');
    expect(warning).toContain('password is published');
    expect(warning).toContain('Never use it in production');
    expect(await demoLoginsWarning(t.database.db, { databaseUrl: '' })).toBeNull();
  });
});
