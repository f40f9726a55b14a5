import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PROJECT_STATES } from '@registry/contract/projects/project-enums';
import {
  PublicProjectsFilterSchema,
  type PublicProjectFacet,
  type PublicProjectsFilterInput,
} from '@registry/contract/projects/public-projects';
import { createTestApp, HEADERS, type TestApp } from '../../../test/test-app';
import { issuances } from '../../db/schema/issuances';
import { companies } from '../../db/schema/accounts';
import { projectDocuments, projects } from '../../db/schema/projects';
import { countries } from '../../db/schema/reference';
import { filterConditions, GROUPED_FACET_COLUMNS } from './public-filter';

/*
 * The public list and the reference data answered from memory (decision 038):
 * what a visitor sees is what the database holds at once after a change, an
 * unchanged answer costs a browser a 304, and each language has its own.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...HEADERS, ...headers } });

interface Facet {
  value: string;
  count: number;
}

const FACET_COLUMNS = GROUPED_FACET_COLUMNS;
const isPublic = inArray(projects.state, [...PUBLIC_PROJECT_STATES]);

/** The public projects per value of a column, counted directly. */
async function directCounts(column: (typeof FACET_COLUMNS)[keyof typeof FACET_COLUMNS]) {
  const rows = await t.database.db
    .select({ value: column, count: count() })
    .from(projects)
    .where(and(isPublic, isNotNull(column)))
    .groupBy(column);
  return Object.fromEntries(rows.map((row) => [String(row.value), row.count]));
}

/** The public projects with each label, counted directly. */
async function directLabelCounts() {
  const [row] = await t.database.db
    .select({
      ccp: count(sql`case when ${projects.isCcpApproved} then 1 end`),
      corsia: count(sql`case when ${projects.isCorsiaEligible} then 1 end`),
      article6: count(sql`case when ${projects.isArticle6Authorized} then 1 end`),
    })
    .from(projects)
    .where(isPublic);
  return Object.fromEntries(Object.entries(row ?? {}).filter(([, n]) => n > 0));
}

const asCounts = (facets: Facet[]) =>
  Object.fromEntries(facets.filter((f) => f.count > 0).map((f) => [f.value, f.count]));

/** Every count of the unfiltered list (the kept counts) against a direct COUNT of the projects. */
async function expectListMatchesDatabase() {
  const list = (await get('/api/public/projects')).json();
  const [counted] = await t.database.db.select({ total: count() }).from(projects).where(isPublic);
  expect(list.total).toBe(counted?.total);
  for (const [facet, column] of Object.entries(FACET_COLUMNS)) {
    expect({ facet, counts: asCounts(list.facets[facet]) }).toEqual({
      facet,
      counts: await directCounts(column),
    });
  }
  expect(asCounts(list.facets.label)).toEqual(await directLabelCounts());
  return list;
}

describe('the public list from memory', () => {
  it('answers the same list again with its ETag, and 304 to a browser that holds it', async () => {
    const first = await get('/api/public/projects');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toContain('lng');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await get('/api/public/projects');
    expect(again.body).toBe(first.body);
    const held = await get('/api/public/projects', { 'if-none-match': etag });
    expect(held.statusCode).toBe(304);
    expect(held.body).toBe('');

    const spanish = await get('/api/public/projects', { lng: 'es' });
    const portuguese = await get('/api/public/projects', { lng: 'pt' });
    expect(spanish.json().codeMessages[0].message).toBe('Listo.');
    expect(portuguese.json().codeMessages[0].message).toBe('Concluído.');
    expect(spanish.headers.etag).not.toBe(portuguese.headers.etag);
  });

  it('counts exactly what the database holds right after projects change state', async () => {
    const before = await expectListMatchesDatabase();
    const shown = before.projects.slice(0, 2).map((project: { id: number }) => project.id);
    expect(shown.length).toBe(2);

    await t.database.db
      .update(projects)
      .set({ state: 'rejected' })
      .where(eq(projects.id, shown[0]));
    const after = await expectListMatchesDatabase();
    expect(after.total).toBe(before.total - 1);
    expect(after.projects.map((project: { id: number }) => project.id)).not.toContain(shown[0]);

    // A browser holding the old list is sent the new one.
    const held = await get('/api/public/projects', {
      'if-none-match': String((await get('/api/public/projects?limit=5')).headers.etag),
    });
    expect(held.statusCode).toBe(200);

    await t.database.db
      .update(projects)
      .set({ state: before.projects[0].state })
      .where(eq(projects.id, shown[0]));
    expect((await expectListMatchesDatabase()).total).toBe(before.total);
  });

  it('counts exactly after a project is added, moves to another standard and country, and is deleted', async () => {
    const before = await expectListMatchesDatabase();
    const [model] = await t.database.db.select().from(projects).where(isPublic).limit(1);
    if (!model) throw new Error('the demo registry has no public project');
    const { id: _id, code: _code, ...copy } = model;
    const [added] = await t.database.db
      .insert(projects)
      .values({ ...copy, name: 'Counted project', isCcpApproved: true, isCorsiaEligible: true })
      .returning({ id: projects.id });
    expect((await expectListMatchesDatabase()).total).toBe(before.total + 1);

    const other = before.facets.standard.find((f: Facet) => Number(f.value) !== model.standardId);
    const country = before.facets.country.at(-1) as Facet;
    await t.database.db
      .update(projects)
      .set({
        standardId: Number(other?.value ?? model.standardId),
        countryId: Number(country.value),
        sector: 'waste',
      })
      .where(eq(projects.id, added!.id));
    await expectListMatchesDatabase();

    await t.database.db.delete(projects).where(eq(projects.id, added!.id));
    expect(await expectListMatchesDatabase()).toEqual(before);
  });

  it('counts each facet of a filter as a direct COUNT with the other facets applied does, after projects change', async () => {
    const all = (await get('/api/public/projects')).json();
    const [first] = await t.database.db.select().from(projects).where(isPublic).limit(1);
    if (!first) throw new Error('the demo registry has no public project');
    // Projects change: one gains the CCP label, one moves to another sector.
    await t.database.db
      .update(projects)
      .set({ isCcpApproved: true, sector: 'waste' })
      .where(eq(projects.id, first.id));
    const vintage = all.facets.vintage[0]?.value;
    const filters: PublicProjectsFilterInput[] = [
      { standard: all.facets.standard[0].value },
      { standard: all.facets.standard[0].value, sector: 'waste,energy' },
      { label: 'ccp', state: all.facets.state[0].value },
      ...(vintage ? [{ vintage }, { vintage, country: all.facets.country[0].value }] : []),
      { search: first.name.split(' ')[0] ?? '', label: 'ccp' },
    ];
    for (const input of filters) {
      const filter = PublicProjectsFilterSchema.parse(input);
      const query = new URLSearchParams(input as Record<string, string>).toString();
      const list = (await get(`/api/public/projects?${query}`)).json();
      const [counted] = await t.database.db
        .select({ total: count() })
        .from(projects)
        .where(filterConditions(filter));
      expect({ query, total: list.total }).toEqual({ query, total: counted?.total });
      for (const [facet, column] of Object.entries(FACET_COLUMNS)) {
        const rows = await t.database.db
          .select({ value: column, count: count() })
          .from(projects)
          .where(and(filterConditions(filter, facet as PublicProjectFacet), isNotNull(column)))
          .groupBy(column);
        expect({ query, facet, counts: asCounts(list.facets[facet]) }).toEqual({
          query,
          facet,
          counts: Object.fromEntries(rows.map((row) => [String(row.value), row.count])),
        });
      }
      const pairs = t.database.db
        .selectDistinct({ vintage: issuances.vintage, projectId: issuances.projectId })
        .from(issuances)
        .as('pairs');
      const vintages = await t.database.db
        .select({ vintage: pairs.vintage, count: count() })
        .from(pairs)
        .where(
          inArray(
            pairs.projectId,
            t.database.db
              .select({ id: projects.id })
              .from(projects)
              .where(filterConditions(filter, 'vintage')),
          ),
        )
        .groupBy(pairs.vintage);
      expect({ query, vintages: asCounts(list.facets.vintage) }).toEqual({
        query,
        vintages: Object.fromEntries(vintages.map((row) => [String(row.vintage), row.count])),
      });
    }
  });

  it('answers a filter of its own, not the unfiltered list', async () => {
    const all = (await get('/api/public/projects')).json();
    const state = all.facets.state[0].value;
    const filtered = (await get(`/api/public/projects?state=${state}`)).json();
    expect(filtered.total).toBe(all.facets.state[0].count);
  });
});

describe('reference data from memory', () => {
  it('may be reused by a browser for 5 minutes, and is re-read once it changes', async () => {
    const first = await get('/api/platform/country');
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const held = await get('/api/platform/country', {
      'if-none-match': String(first.headers.etag),
    });
    expect(held.statusCode).toBe(304);

    const [country] = first.json().countries as [{ id: number; name: string }];
    await t.database.db
      .update(countries)
      .set({ name: { es: 'Tierra renombrada', en: 'Renamed land', pt: 'Terra renomeada' } })
      .where(eq(countries.id, country.id));
    const changed = await get('/api/platform/country', {
      'if-none-match': String(first.headers.etag),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().countries.map((c: { name: string }) => c.name)).toContain('Renamed land');
  });
});

describe('a project’s public page from memory', () => {
  it('answers again with its ETag and 304, and shows a change of its party’s name or documents at once', async () => {
    const [shown] = await t.database.db
      .select({ projectId: projectDocuments.projectId, documentId: projectDocuments.id })
      .from(projectDocuments)
      .innerJoin(projects, eq(projects.id, projectDocuments.projectId))
      .where(and(isPublic, eq(projectDocuments.isPublic, true), eq(projectDocuments.last, true)))
      .limit(1);
    if (!shown) throw new Error('the demo registry has no public project with a public document');
    const url = `/api/public/projects/${shown.projectId}`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
    const page = first.json().project;
    expect(page.documents.map((d: { id: number }) => d.id)).toContain(shown.documentId);

    // The developer's new name shows on the page right after it is saved.
    await t.database.db
      .update(companies)
      .set({ name: 'Renamed Developer S.A.S.' })
      .where(eq(companies.id, page.developer.id));
    const renamed = await get(url, { 'if-none-match': etag });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().project.developer.name).toBe('Renamed Developer S.A.S.');

    // A document made private leaves the page at once.
    await t.database.db
      .update(projectDocuments)
      .set({ isPublic: false })
      .where(eq(projectDocuments.id, shown.documentId));
    const withoutIt = (await get(url)).json().project;
    expect(withoutIt.documents.map((d: { id: number }) => d.id)).not.toContain(shown.documentId);

    await t.database.db
      .update(projectDocuments)
      .set({ isPublic: true })
      .where(eq(projectDocuments.id, shown.documentId));
    await t.database.db
      .update(companies)
      .set({ name: page.developer.name })
      .where(eq(companies.id, page.developer.id));
    expect((await get(url)).body).toBe(first.body);
  });
});
