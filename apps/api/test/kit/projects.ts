import { and, eq } from 'drizzle-orm';
import type {
  MyProjectRow,
  PartyCompany,
  ProjectDetail,
  ProjectTransitionRequest,
  SaveProjectRequest,
} from '@registry/contract/projects/project-api';
import type { ProjectState } from '@registry/contract/projects/project-enums';
import { companies, userCompanies, users } from '../../src/db/schema/accounts';
import { methodologies } from '../../src/db/schema/projects';
import { cities, countries, regions, standards } from '../../src/db/schema/reference';
import { buildPdf, materialize } from '../../src/lib/file-inspection/test-fixtures';
import type { TestApp } from '../test-app';
import { call, type Answer } from './call';
import { uploadFile } from './uploads';

/* Projects as their screens make them: the form's save, the lifecycle's moves. */

export interface ProjectAnswer extends Omit<Answer, 'company' | 'user'> {
  projectId?: number;
  project?: ProjectDetail;
  projects?: MyProjectRow[];
  state?: ProjectState;
  code?: string | null;
  companies?: PartyCompany[];
  methodologies?: { id: number; standardId: number; code: string; name: string }[];
}

export const PDF = materialize(buildPdf());

export const saveProject = (t: TestApp, token: string, payload: object) =>
  call<ProjectAnswer>(t, 'POST', '/api/project/save', { token, payload });

export const getProject = (t: TestApp, token: string, projectId: number) =>
  call<ProjectAnswer>(t, 'GET', `/api/project/${projectId}`, { token });

export const myProjects = (t: TestApp, token: string, query = '') =>
  call<ProjectAnswer>(t, 'GET', `/api/project/my-projects${query}`, { token });

export const moveProject = (
  t: TestApp,
  token: string,
  projectId: number,
  payload: ProjectTransitionRequest,
) => call<ProjectAnswer>(t, 'POST', `/api/project/${projectId}/transition`, { token, payload });

/** The company id of a demo login's first company. */
export async function companyIdOf(t: TestApp, email: string): Promise<number> {
  const [row] = await t.database.db
    .select({ companyId: userCompanies.companyId })
    .from(users)
    .innerJoin(userCompanies, eq(userCompanies.userId, users.id))
    .innerJoin(companies, eq(companies.id, userCompanies.companyId))
    .where(and(eq(users.email, email), eq(companies.email, email)))
    .limit(1);
  if (!row) throw new Error(`no company of ${email}`);
  return row.companyId;
}

/** Every field of a complete project of the demo parties (Cercarbono, VM-like, Bogotá). */
export async function completeFields(
  t: TestApp,
  name = 'Reforestación Cuenca del Río Bogotá',
): Promise<SaveProjectRequest> {
  const db = t.database.db;
  const [standard] = await db.select().from(standards).where(eq(standards.code, 'CERCARBONO'));
  const [methodology] = standard
    ? await db.select().from(methodologies).where(eq(methodologies.standardId, standard.id))
    : [];
  const [country] = await db.select().from(countries).where(eq(countries.code, 'CO'));
  const [region] = country
    ? await db
        .select()
        .from(regions)
        .where(and(eq(regions.countryId, country.id), eq(regions.code, 'CO-DC')))
    : [];
  const [city] = region ? await db.select().from(cities).where(eq(cities.regionId, region.id)) : [];
  if (!standard || !methodology || !country || !region || !city) {
    throw new Error('reference data missing');
  }
  return {
    name,
    standardId: standard.id,
    methodologyId: methodology.id,
    sector: 'afolu',
    type: 'removal',
    descriptionEs: 'Restauración de bosque andino en la cuenca alta.',
    descriptionEn: 'Restoration of Andean forest in the upper basin.',
    descriptionPt: '',
    sdgs: [13, 15],
    countryId: country.id,
    regionId: region.id,
    cityId: city.id,
    latitude: 4.65,
    longitude: -74.08,
    area: null,
    areaHectares: 1200,
    developerCompanyId: await companyIdOf(t, 'developer@demo.example'),
    ownerCompanyId: await companyIdOf(t, 'owner@demo.example'),
    certifierCompanyId: await companyIdOf(t, 'certifier@demo.example'),
    ovvCompanyId: await companyIdOf(t, 'ovv@demo.example'),
    creditingStart: '2025-01-01',
    creditingEnd: '2044-12-31',
    estimatedAnnualReductions: 25_000,
    isCcpApproved: false,
    isCorsiaEligible: false,
    isArticle6Authorized: false,
    correspondingAdjustment: 'notRequired',
  };
}

/** A confirmed PDF upload of module projects, as the documents step attaches it. */
export async function uploadPdd(t: TestApp, token: string, name = 'PDD.pdf') {
  const { route, confirmed } = await uploadFile(t, token, {
    name,
    type: 'application/pdf',
    bytes: PDF,
    module: 'projects',
  });
  if (!confirmed.body.file) throw new Error(`confirm failed: ${JSON.stringify(confirmed.body)}`);
  return {
    route,
    time: confirmed.body.file.time,
    name: confirmed.body.file.name,
    md5: confirmed.body.file.md5,
  };
}

/** A complete draft with its PDD, saved by the token's company; answers its id. */
export async function completeDraft(t: TestApp, token: string, name?: string): Promise<number> {
  const file = await uploadPdd(t, token);
  const saved = await saveProject(t, token, {
    ...(await completeFields(t, name)),
    documents: [{ file, documentType: 'pdd', period: null, isPublic: true }],
  });
  if (!saved.body.projectId) throw new Error(`save failed: ${JSON.stringify(saved.body)}`);
  return saved.body.projectId;
}
