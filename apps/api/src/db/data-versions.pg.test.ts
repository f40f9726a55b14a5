import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PROJECT_STATES } from '@registry/contract/projects/project-enums';
import { createTestApp, HEADERS, type TestApp } from '../../test/test-app';
import { projects } from './schema/projects';

/*
 * The data versions (decision 038) raised at commit, on PostgreSQL: two
 * transactions that change projects and then wait for each other's rows both
 * commit (a raise in the middle of a transaction held data_versions' row and
 * deadlocked them), and each commit gives the public list a new version.
 * PostgreSQL only: PGlite runs one transaction at a time.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A promise and the function that settles it. */
function signal() {
  let done = () => {};
  const promise = new Promise<void>((resolve) => {
    done = resolve;
  });
  return { promise, done };
}

describe('data versions on PostgreSQL', () => {
  it('lets two transactions that change projects and wait for each other’s rows both commit', async () => {
    const { db } = t.database;
    const [a, b] = await db
      .select({ id: projects.id, name: projects.name })
      .from(projects)
      .where(inArray(projects.state, [...PUBLIC_PROJECT_STATES]))
      .limit(2);
    if (!a || !b) throw new Error('the demo registry has fewer than two public projects');
    const before = await t.database.versionOf('public_projects');

    const aChanged = signal();
    const bChanged = signal();
    const first = db.transaction(async (tx) => {
      await tx
        .update(projects)
        .set({ name: `${a.name} (1)` })
        .where(eq(projects.id, a.id));
      aChanged.done();
      await bChanged.promise;
      // Waits for the second transaction's row: it must be able to commit meanwhile.
      await tx.execute(sql`select id from ${projects} where id = ${b.id} for update`);
    });
    const second = db.transaction(async (tx) => {
      await aChanged.promise;
      await tx
        .update(projects)
        .set({ name: `${b.name} (2)` })
        .where(eq(projects.id, b.id));
      bChanged.done();
    });
    await Promise.all([first, second]);

    expect(Number(await t.database.versionOf('public_projects'))).toBe(Number(before) + 2);
    const list = await t.app.inject({ url: '/api/public/projects?limit=100', headers: HEADERS });
    const names = list.json().projects.map((project: { name: string }) => project.name);
    expect(names).toEqual(expect.arrayContaining([`${a.name} (1)`, `${b.name} (2)`]));
  });
});
