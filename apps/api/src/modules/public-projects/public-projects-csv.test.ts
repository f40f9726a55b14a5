import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, HEADERS, type TestApp } from '../../../test/test-app';
import { companies, users } from '../../db/schema/accounts';
import { projects } from '../../db/schema/projects';
import { countries, standards } from '../../db/schema/reference';

/*
 * The public list's CSV speaks the caller's language (DESIGN.md 4.2): its
 * coded values (state, standard, sector, type, labels) by the names the
 * screen shows, the country by its name, and the file named in the language.
 * The standard facet names the standards the same way.
 */

let t: TestApp;
let cdmId = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: 'accounts' });
  const db = t.database.db;
  const [company] = await db.select().from(companies).orderBy(asc(companies.id)).limit(1);
  const [user] = await db.select().from(users).orderBy(asc(users.id)).limit(1);
  const [cdm] = await db.select().from(standards).where(eq(standards.code, 'CDM'));
  const [colombia] = await db.select().from(countries).where(eq(countries.code, 'CO'));
  if (!company || !user || !cdm || !colombia) throw new Error('the seed lacks what the CSV needs');
  cdmId = cdm.id;
  await db.insert(projects).values({
    name: 'Manglar del Pacífico',
    code: 'CDM-CO-0001',
    state: 'publicComment',
    standardId: cdm.id,
    countryId: colombia.id,
    sector: 'afolu',
    type: 'removal',
    isCcpApproved: true,
    isCorsiaEligible: true,
    estimatedAnnualReductions: 4200,
    searchText: 'manglar del pacifico',
    createdByCompanyId: company.id,
    createdBy: user.id,
    submittedAt: new Date(Date.UTC(2026, 1, 3)),
  });
});

afterAll(async () => {
  await t.close();
});

const today = () => new Date().toISOString().slice(0, 10);

/** The CSV of the seeded project in a language; `day` is the UTC day it was asked on. */
async function csvIn(lng: string) {
  const before = today();
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/public/projects/csv?search=manglar',
    headers: { ...HEADERS, lng },
  });
  expect(response.statusCode).toBe(200);
  const [header, row, ...rest] = response.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');
  expect(rest).toEqual([]);
  const disposition = String(response.headers['content-disposition']);
  // A request at midnight (UTC) may be named after either day.
  const day = [before, today()].find((one) => disposition.includes(one)) ?? before;
  return { header, row, disposition, day };
}

describe('the CSV of the public list in the caller language', () => {
  it('names every coded value in Spanish, and the file "proyectos-<date>.csv"', async () => {
    const { header, row, disposition, day } = await csvIn('es');
    expect(header).toBe(
      'Código de registro,Nombre,Estado,Estándar,País,Sector,Tipo,Etiquetas,Reducciones anuales estimadas (tCO2e),Fecha de presentación',
    );
    expect(row).toBe(
      'CDM-CO-0001,Manglar del Pacífico,Comentario público,Mecanismo de Desarrollo Limpio (MDL),Colombia,' +
        '"Agricultura, silvicultura y otros usos de la tierra (AFOLU)",Remoción,' +
        '"Aprobado CCP del ICVCM, Elegible para CORSIA",4200,2026-02-03',
    );
    expect(row).not.toMatch(/publicComment|afolu|removal|ccp,|corsia|CDM,/);
    expect(disposition).toBe(
      `attachment; filename="proyectos-${day}.csv"; filename*=UTF-8''proyectos-${day}.csv`,
    );
  });

  it('names every coded value in English, and the file "projects-<date>.csv"', async () => {
    const { header, row, disposition, day } = await csvIn('en');
    expect(header).toContain('Registry code,Name,State,Standard,Country');
    expect(row).toBe(
      'CDM-CO-0001,Manglar del Pacífico,Public comment,Clean Development Mechanism (CDM),Colombia,' +
        '"Agriculture, forestry and other land use (AFOLU)",Removal,' +
        '"ICVCM CCP-approved, CORSIA eligible",4200,2026-02-03',
    );
    expect(disposition).toContain(`filename="projects-${day}.csv"`);
  });

  it('names the file "projetos-<date>.csv" in Portuguese', async () => {
    const { row, disposition, day } = await csvIn('pt');
    expect(row).toContain('Comentário público,Mecanismo de Desenvolvimento Limpo (MDL)');
    expect(disposition).toContain(`filename="projetos-${day}.csv"`);
  });
});

describe('the standard facet', () => {
  it('names the standard in the caller language, as the CSV does', async () => {
    const facet = async (lng: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/public/projects?search=manglar',
        headers: { ...HEADERS, lng },
      });
      return response.json().facets.standard;
    };
    expect(await facet('es')).toEqual([
      { value: String(cdmId), label: 'Mecanismo de Desarrollo Limpio (MDL)', count: 1 },
    ]);
    expect(await facet('en')).toEqual([
      { value: String(cdmId), label: 'Clean Development Mechanism (CDM)', count: 1 },
    ]);
  });
});
