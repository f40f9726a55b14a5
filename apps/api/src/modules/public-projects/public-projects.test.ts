import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectState } from '@registry/contract/projects/project-enums';
import { createTestApp, HEADERS, type TestApp } from '../../../test/test-app';
import { companies, users } from '../../db/schema/accounts';
import { methodologies, projectDocuments, projectEvents, projects } from '../../db/schema/projects';
import { countries, standards } from '../../db/schema/reference';
import { projectSearchText } from '../projects/project-search-text';

/*
 * The public list of projects (DESIGN.md 4.2, issue #9), logged out: search
 * without accents, facet counts, keyset paging, the map points and the CSV of
 * exactly the filter, and never a draft or rejected project.
 */

let t: TestApp;
const ids: Record<string, number> = {};
let standardA = 0;
let standardB = 0;
let countryA = 0;
let methodologyA: { id: number; code: string } = { id: 0, code: '' };

interface Seed {
  name: string;
  state: ProjectState;
  standard?: number;
  sector?: 'energy' | 'afolu' | 'waste';
  ccp?: boolean;
  description?: string;
  located?: boolean;
  hasMethodology?: boolean;
}

async function insertProject(seed: Seed, companyId: number, userId: number, n: number) {
  const code = seed.state === 'draft' ? null : `P-${String(n).padStart(4, '0')}`;
  const descriptions = { es: seed.description ?? '', en: '', pt: '' };
  const [row] = await t.database.db
    .insert(projects)
    .values({
      name: seed.name,
      code,
      state: seed.state,
      standardId: seed.standard ?? standardA,
      methodologyId: seed.hasMethodology ? methodologyA.id : null,
      countryId: countryA,
      sector: seed.sector ?? 'energy',
      type: 'avoidance',
      descriptions,
      isCcpApproved: seed.ccp ?? false,
      latitude: seed.located === false ? null : 4 + n / 100,
      longitude: -74,
      searchText: projectSearchText({ name: seed.name, code, descriptions }),
      createdByCompanyId: companyId,
      createdBy: userId,
      developerCompanyId: companyId,
      submittedAt: seed.state === 'draft' ? null : new Date(Date.UTC(2026, 0, 1 + n)),
    })
    .returning({ id: projects.id });
  return row?.id ?? 0;
}

async function get(url: string, lng = 'en') {
  const response = await t.app.inject({ method: 'GET', url, headers: { ...HEADERS, lng } });
  const isJson = String(response.headers['content-type']).includes('json');
  return {
    status: response.statusCode,
    body: isJson ? response.json() : null,
    text: response.body,
    response,
  };
}

beforeAll(async () => {
  t = await createTestApp({ seed: 'accounts' });
  const db = t.database.db;
  const [firstStandard, secondStandard] = await db
    .select()
    .from(standards)
    .orderBy(asc(standards.id))
    .limit(2);
  const [country] = await db.select().from(countries).orderBy(asc(countries.id)).limit(1);
  const [company] = await db.select().from(companies).orderBy(asc(companies.id)).limit(1);
  const [user] = await db.select().from(users).orderBy(asc(users.id)).limit(1);
  if (!firstStandard || !secondStandard || !country || !company || !user) {
    throw new Error('the seed lacks standards, a country or a company');
  }
  standardA = firstStandard.id;
  standardB = secondStandard.id;
  countryA = country.id;
  const [methodology] = await db
    .select()
    .from(methodologies)
    .where(eq(methodologies.standardId, firstStandard.id))
    .orderBy(asc(methodologies.id))
    .limit(1);
  if (!methodology) throw new Error('the seed lacks methodologies');
  methodologyA = methodology;
  const seeds: Record<string, Seed> = {
    solar: { name: 'Energía Solar Páramo', state: 'registered', ccp: true, hasMethodology: true },
    wind: { name: 'Wind Farm Norte', state: 'certified', standard: secondStandard.id },
    forest: {
      name: 'Bosque Seco',
      state: 'validation',
      sector: 'afolu',
      description: 'Restauración con energía comunitaria',
      hasMethodology: true,
    },
    dump: { name: 'Relleno Sanitario', state: 'suspended', sector: 'waste', located: false },
    evil: { name: '=HYPERLINK("http://evil.example","x")', state: 'publicComment' },
    draft: { name: 'Energía Borrador', state: 'draft' },
    rejected: { name: 'Energía Rechazada', state: 'rejected' },
  };
  let n = 0;
  for (const [key, seed] of Object.entries(seeds)) {
    n += 1;
    ids[key] = await insertProject(seed, company.id, user.id, n);
  }
  const document = {
    projectId: ids.solar ?? 0,
    documentType: 'pdd' as const,
    route: 'projects/pdd.pdf',
    time: '1',
    md5: '0'.repeat(32),
    sha256: 'a'.repeat(64),
    size: 10,
    contentType: 'application/pdf',
  };
  const docs = await db
    .insert(projectDocuments)
    .values([
      { ...document, fileName: 'pdd.pdf', isPublic: true },
      { ...document, fileName: 'secret.pdf', isPublic: false },
      { ...document, fileName: 'old.pdf', isPublic: true, last: false },
    ])
    .returning({ id: projectDocuments.id });
  ids.publicDoc = docs[0]?.id ?? 0;
  ids.privateDoc = docs[1]?.id ?? 0;
  ids.oldDoc = docs[2]?.id ?? 0;
  await db.insert(projectEvents).values([
    { projectId: ids.dump ?? 0, action: 'create', toState: 'draft', userId: user.id },
    {
      projectId: ids.dump ?? 0,
      action: 'requestCorrections',
      fromState: 'submitted',
      toState: 'draft',
      reason: 'Internal review notes',
      companyId: company.id,
    },
    {
      projectId: ids.dump ?? 0,
      action: 'suspend',
      fromState: 'registered',
      toState: 'suspended',
      reason: 'Under investigation',
      companyId: company.id,
    },
  ]);
});

afterAll(async () => {
  await t.close();
});

const names = (body: { projects: { name: string }[] }) => body.projects.map((row) => row.name);

describe('the public list of projects', () => {
  it('finds "energia" in names and descriptions with accents, never a draft or a rejected one', async () => {
    const { status, body } = await get('/api/public/projects?search=energia');
    expect(status).toBe(200);
    expect(names(body).sort()).toEqual(['Bosque Seco', 'Energía Solar Páramo']);
    expect(body.total).toBe(2);
  });

  it('shows only public states and refuses a draft state in the filter with a clear message', async () => {
    const all = await get('/api/public/projects');
    expect(all.body.total).toBe(5);
    expect(names(all.body)).not.toContain('Energía Borrador');
    const draft = await get('/api/public/projects?state=draft');
    expect(draft.status).toBe(400);
    expect(draft.body.codeMessages[0].codeMessage).toBe('ERROR_INVALID_FIELD');
  });

  it('counts each facet with the other facets applied', async () => {
    const { body } = await get(`/api/public/projects?sector=energy&standard=${standardA}`);
    expect(body.total).toBe(2);
    // The sector facet ignores its own value: every sector of standard A.
    expect(body.facets.sector).toEqual([
      { value: 'energy', label: null, count: 2 },
      { value: 'afolu', label: null, count: 1 },
      { value: 'waste', label: null, count: 1 },
    ]);
    // The standard facet counts energy projects of every standard.
    expect(body.facets.standard).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ value: String(standardA), count: 2 }),
        expect.objectContaining({ value: String(standardB), count: 1 }),
      ]),
    );
    expect(body.facets.label).toEqual([{ value: 'ccp', label: null, count: 1 }]);
    expect(body.facets.state.map((facet: { value: string }) => facet.value)).not.toContain('draft');
  });

  it('counts and filters by methodology, named by its code', async () => {
    const { body } = await get('/api/public/projects?sector=energy');
    expect(body.facets.methodology).toEqual([
      { value: String(methodologyA.id), label: methodologyA.code, count: 1 },
    ]);
    const chosen = await get(`/api/public/projects?methodology=${methodologyA.id}`);
    expect(names(chosen.body).sort()).toEqual(['Bosque Seco', 'Energía Solar Páramo']);
    expect(chosen.body.facets.sector).toEqual([
      { value: 'afolu', label: null, count: 1 },
      { value: 'energy', label: null, count: 1 },
    ]);
  });

  it('pages by cursor in every sort without gaps or repeats', async () => {
    for (const sort of ['name', 'newest', 'code']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = `sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
        const { status, body } = await get(`/api/public/projects?${query}`);
        expect(status).toBe(200);
        seen.push(...names(body));
        cursor = body.nextCursor;
        pages += 1;
      } while (cursor && pages < 10);
      expect(pages).toBe(3);
      expect(seen).toHaveLength(5);
      expect(new Set(seen).size).toBe(5);
      const whole = await get(`/api/public/projects?sort=${sort}&limit=100`);
      expect(seen).toEqual(names(whole.body));
    }
    const newest = await get('/api/public/projects?sort=newest&limit=1');
    expect(names(newest.body)).toEqual(['=HYPERLINK("http://evil.example","x")']);
  });

  it('answers a clear message, never a 500, for a broken or foreign cursor and bad limits', async () => {
    const first = await get('/api/public/projects?sort=name&limit=1');
    const foreign = await get(`/api/public/projects?sort=newest&cursor=${first.body.nextCursor}`);
    expect(foreign.status).toBe(400);
    expect(foreign.body.codeMessages[0].codeMessage).toBe('ERROR_PUBLIC_PROJECTS_CURSOR');
    const forged = Buffer.from(JSON.stringify({ s: 'newest', k: "x'; drop", i: 1 })).toString(
      'base64url',
    );
    for (const url of [
      '/api/public/projects?cursor=%%%',
      `/api/public/projects?sort=newest&cursor=${forged}`,
      '/api/public/projects?limit=0',
      '/api/public/projects?limit=abc',
      '/api/public/projects?sort=price',
      '/api/public/projects?standard=x',
      '/api/public/projects?label=gold',
    ]) {
      const { status, body } = await get(url);
      expect(status, url).toBe(400);
      expect(body.codeMessages[0].message, url).not.toBe('');
    }
  });
});

describe('the map points and the CSV of the filter', () => {
  it('gives the located projects of the filter', async () => {
    const { status, body } = await get('/api/public/projects/map?sector=energy,waste');
    expect(status).toBe(200);
    expect(body.points.map((point: { id: number }) => point.id).sort()).toEqual(
      [ids.solar, ids.wind, ids.evil].sort(),
    );
    expect(body.points[0]).toEqual(
      expect.objectContaining({ latitude: expect.any(Number), longitude: -74 }),
    );
  });

  it('streams exactly the filter with headers in the language and formulas neutralized', async () => {
    const { status, text, response } = await get('/api/public/projects/csv?sector=energy', 'es');
    expect(status).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toContain('Código de registro,Nombre,Estado');
    expect(lines).toHaveLength(4);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(text).not.toMatch(/(^|,)"?=HYPERLINK/m);
    expect(text).toContain('Energía Solar Páramo');
  });

  it('answers a bad filter of the CSV with a clear message', async () => {
    const { status, body } = await get('/api/public/projects/csv?state=rejected');
    expect(status).toBe(400);
    expect(body.codeMessages[0].codeMessage).toBe('ERROR_INVALID_FIELD');
  });
});

describe('the public project page', () => {
  it('shows the summary and the timeline without the draft and the private reasons', async () => {
    const { status, body } = await get(`/api/public/projects/${ids.dump}`);
    expect(status).toBe(200);
    expect(body.project).toEqual(
      expect.objectContaining({ name: 'Relleno Sanitario', state: 'suspended', documents: [] }),
    );
    expect(body.project.events).toEqual([
      expect.objectContaining({ action: 'requestCorrections', reason: null }),
      expect.objectContaining({ action: 'suspend', reason: 'Under investigation' }),
    ]);
  });

  it('refuses drafts and rejected projects with 403 and unknown ones with 404', async () => {
    for (const key of ['draft', 'rejected']) {
      const { status, body } = await get(`/api/public/projects/${ids[key]}`);
      expect(status).toBe(403);
      expect(body.codeMessages[0].codeMessage).toBe('ERROR_PUBLIC_PROJECT_NOT_PUBLIC');
    }
    expect((await get('/api/public/projects/999999')).status).toBe(404);
    expect((await get('/api/public/projects/abc')).status).toBe(400);
  });

  it('lists only the public documents and signs a link only to them', async () => {
    const { body } = await get(`/api/public/projects/${ids.solar}`);
    expect(body.project.documents.map((doc: { fileName: string }) => doc.fileName)).toEqual([
      'pdd.pdf',
    ]);
    const url = (doc: string) => `/api/public/projects/${ids.solar}/documents/${ids[doc]}/url`;
    const signed = await get(url('publicDoc'));
    expect(signed.status).toBe(200);
    expect(signed.body.url).toContain('pdd.pdf');
    expect((await get(url('privateDoc'))).status).toBe(404);
    expect((await get(url('oldDoc'))).status).toBe(404);
    const elsewhere = await get(`/api/public/projects/${ids.wind}/documents/${ids.publicDoc}/url`);
    expect(elsewhere.status).toBe(404);
  });
});
