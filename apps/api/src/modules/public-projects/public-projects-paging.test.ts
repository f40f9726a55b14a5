import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, HEADERS, type TestApp } from '../../../test/test-app';
import { companies, users } from '../../db/schema/accounts';
import { projects } from '../../db/schema/projects';
import { safeCell } from './csv-headers';

/*
 * Keyset paging over ties: many projects share a name, a registry code (none)
 * or a submission instant, and still every page continues exactly where the
 * last one stopped, in every sort; the CSV holds each of them once.
 */

let t: TestApp;
const COUNT = 23;

beforeAll(async () => {
  t = await createTestApp({ seed: 'accounts' });
  const [company] = await t.database.db
    .select()
    .from(companies)
    .orderBy(asc(companies.id))
    .limit(1);
  const [user] = await t.database.db.select().from(users).orderBy(asc(users.id)).limit(1);
  if (!company || !user) throw new Error('the seed lacks a company');
  const instant = new Date('2026-02-03T04:05:06.789Z');
  await t.database.db.insert(projects).values(
    Array.from({ length: COUNT }, (_, n) => ({
      name: n % 2 ? 'Twin' : `Project ${n % 5}`,
      code: n % 3 ? null : `C-${n}`,
      state: 'registered' as const,
      submittedAt: n % 4 ? instant : null,
      searchText: 'twin',
      createdByCompanyId: company.id,
      createdBy: user.id,
    })),
  );
});

afterAll(async () => {
  await t.close();
});

async function get(url: string) {
  return t.app.inject({ method: 'GET', url, headers: HEADERS });
}

describe('keyset paging over equal keys', () => {
  it.each(['name', 'newest', 'code'])('sort %s: every project once, in order', async (sort) => {
    const seen: number[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 20; page += 1) {
      const response = await get(
        `/api/public/projects?sort=${sort}&limit=4${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(response.statusCode).toBe(200);
      const body = response.json<{ projects: { id: number }[]; nextCursor: string | null }>();
      seen.push(...body.projects.map((row) => row.id));
      cursor = body.nextCursor;
      if (!cursor) break;
    }
    expect(seen).toHaveLength(COUNT);
    expect(new Set(seen).size).toBe(COUNT);
    const whole = (await get(`/api/public/projects?sort=${sort}&limit=100`)).json<{
      projects: { id: number }[];
    }>();
    expect(seen).toEqual(whole.projects.map((row) => row.id));
  });

  it('writes every project of the filter once in the CSV', async () => {
    const response = await get('/api/public/projects/csv?search=TWIN');
    expect(response.statusCode).toBe(200);
    const lines = response.body.trim().split('\n');
    expect(lines).toHaveLength(COUNT + 1);
  });
});

describe('safeCell', () => {
  it('neutralizes every formula start and leaves other text alone', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(safeCell(`${start}1+1`)).toBe(`'${start}1+1`);
    }
    expect(safeCell('Bosque 1+1')).toBe('Bosque 1+1');
    expect(safeCell('')).toBe('');
  });
});
