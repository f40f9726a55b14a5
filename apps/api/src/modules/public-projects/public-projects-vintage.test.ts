import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectState } from '@registry/contract/projects/project-enums';
import { createTestApp, HEADERS, type TestApp } from '../../../test/test-app';
import { companies, users } from '../../db/schema/accounts';
import { issuances } from '../../db/schema/issuances';
import { projects } from '../../db/schema/projects';

/*
 * The vintage facet of the public list (DESIGN.md 4.2): a project's vintages
 * are those of its issuances. Each vintage counts the projects of the rest of
 * the filter with an issuance of it; ticking vintages keeps the projects with
 * an issuance of any of them, in the list, the map and the CSV alike.
 */

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ seed: 'accounts' });
  const db = t.database.db;
  const [company] = await db.select().from(companies).orderBy(asc(companies.id)).limit(1);
  const [user] = await db.select().from(users).orderBy(asc(users.id)).limit(1);
  if (!company || !user) throw new Error('the seed lacks a company');
  const seeds: [string, ProjectState, 'energy' | 'afolu', number[]][] = [
    ['Solar Vintage', 'registered', 'energy', [2022, 2023, 2023]],
    ['Forest Vintage', 'certified', 'afolu', [2023, 2024]],
    ['Wind Vintage', 'certified', 'energy', [2024]],
    ['Waiting Vintage', 'validation', 'energy', []],
    ['Draft Vintage', 'draft', 'energy', [2022]],
  ];
  for (const [index, [name, state, sector, vintages]] of seeds.entries()) {
    const [row] = await db
      .insert(projects)
      .values({
        name,
        code: `V-${index}`,
        state,
        sector,
        searchText: name.toLowerCase(),
        createdByCompanyId: company.id,
        createdBy: user.id,
        latitude: 4,
        longitude: -74,
      })
      .returning({ id: projects.id });
    const projectId = row?.id ?? 0;
    ids[name] = projectId;
    for (const [n, vintage] of vintages.entries()) {
      await db.insert(issuances).values({
        projectId,
        number: n + 1,
        vintage,
        monitoringPeriod: n + 1,
        quantityKg: 1_000_000,
        bufferShareBp: 1000,
        bufferKg: 100_000,
        issuedByCompanyId: company.id,
        issuedBy: user.id,
      });
    }
  }
});

afterAll(async () => {
  await t.close();
});

async function get(url: string) {
  return t.app.inject({ method: 'GET', url, headers: HEADERS });
}

const names = (body: { projects: { name: string }[] }) =>
  body.projects.map((row) => row.name).sort();

describe('the vintage facet', () => {
  it('counts each project once per vintage of its issuances, newest first, never a draft', async () => {
    const body = (await get('/api/public/projects')).json();
    expect(body.facets.vintage).toEqual([
      { value: '2024', label: null, count: 2 },
      { value: '2023', label: null, count: 2 },
      { value: '2022', label: null, count: 1 },
    ]);
  });

  it('keeps the projects with an issuance of any chosen vintage, and counts with the rest of the filter', async () => {
    const body = (await get('/api/public/projects?vintage=2022,2024')).json();
    expect(names(body)).toEqual(['Forest Vintage', 'Solar Vintage', 'Wind Vintage']);
    expect(body.total).toBe(3);
    // The other facets count only these projects; the vintages ignore their own values.
    expect(body.facets.sector).toEqual([
      { value: 'energy', label: null, count: 2 },
      { value: 'afolu', label: null, count: 1 },
    ]);
    expect(body.facets.vintage).toHaveLength(3);
    const energy = (await get('/api/public/projects?sector=energy&vintage=2023')).json();
    expect(names(energy)).toEqual(['Solar Vintage']);
    expect(energy.facets.vintage).toEqual([
      { value: '2024', label: null, count: 1 },
      { value: '2023', label: null, count: 1 },
      { value: '2022', label: null, count: 1 },
    ]);
  });

  it('shows a chosen vintage no project has with 0, so it can be unticked', async () => {
    const body = (await get('/api/public/projects?vintage=1999')).json();
    expect(body.total).toBe(0);
    expect(body.facets.vintage).toContainEqual({ value: '1999', label: null, count: 0 });
  });

  it('filters the map points and the CSV by the same vintages', async () => {
    const map = (await get('/api/public/projects/map?vintage=2024')).json();
    expect(map.points.map((point: { id: number }) => point.id).sort()).toEqual(
      [ids['Forest Vintage'], ids['Wind Vintage']].sort(),
    );
    const csv = await get('/api/public/projects/csv?vintage=2022');
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Solar Vintage');
  });

  it('refuses a vintage that is not a year with a clear message', async () => {
    for (const bad of ['soon', '2024.5', '1800']) {
      const response = await get(`/api/public/projects?vintage=${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().codeMessages[0].codeMessage, bad).toBe('ERROR_INVALID_FIELD');
    }
  });
});
