import { asc, eq, inArray } from 'drizzle-orm';
import type { Language } from '@registry/contract/common/language';
import type { ProjectRole } from '@registry/contract/projects/project-enums';
import type { ProjectDetail, ProjectDocument } from '@registry/contract/projects/project-api';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/accounts';
import { pickText } from '../../db/schema/localized';
import { methodologies, projectDocuments, projectEvents } from '../../db/schema/projects';
import { cities, countries, regions, standards } from '../../db/schema/reference';
import { canEditProject, type ProjectRow } from './project-access';
import { allowedActions } from './project-state-machine';
import { signedDocumentIds } from './signed-document-ids';

type DocumentRow = typeof projectDocuments.$inferSelect;

export function toProjectDocument(row: DocumentRow, isSigned: boolean): ProjectDocument {
  return {
    id: row.id,
    documentType: row.documentType,
    period: row.period,
    fileName: row.fileName,
    isPublic: row.isPublic,
    md5: row.md5,
    sha256: row.sha256,
    size: row.size,
    created: row.createdAt.toISOString(),
    isSigned,
  };
}

async function one<T>(rows: Promise<T[]>): Promise<T | null> {
  return (await rows)[0] ?? null;
}

/** The names of the project's reference rows and parties, in the caller's language. */
async function loadNames(db: Db, project: ProjectRow, lng: Language) {
  const standard = project.standardId
    ? await one(db.select().from(standards).where(eq(standards.id, project.standardId)))
    : null;
  const methodology = project.methodologyId
    ? await one(db.select().from(methodologies).where(eq(methodologies.id, project.methodologyId)))
    : null;
  const country = project.countryId
    ? await one(db.select().from(countries).where(eq(countries.id, project.countryId)))
    : null;
  const region = project.regionId
    ? await one(db.select().from(regions).where(eq(regions.id, project.regionId)))
    : null;
  const city = project.cityId
    ? await one(db.select().from(cities).where(eq(cities.id, project.cityId)))
    : null;
  const partyIds = [
    project.developerCompanyId,
    project.ownerCompanyId,
    project.certifierCompanyId,
    project.ovvCompanyId,
  ].filter((id): id is number => id !== null);
  const parties = partyIds.length
    ? await db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(companies.id, partyIds))
    : [];
  const party = (id: number | null) => parties.find((row) => row.id === id) ?? null;
  return {
    standard: standard
      ? {
          id: standard.id,
          code: standard.code,
          name: standard.description,
        }
      : null,
    methodology: methodology
      ? { id: methodology.id, code: methodology.code, name: pickText(methodology.name, lng) }
      : null,
    country: country
      ? { id: country.id, iso: country.code, name: pickText(country.name, lng) }
      : null,
    region: region ? { id: region.id, name: region.name } : null,
    city: city ? { id: city.id, name: city.name } : null,
    developer: party(project.developerCompanyId),
    owner: party(project.ownerCompanyId),
    certifier: party(project.certifierCompanyId),
    ovv: party(project.ovvCompanyId),
  };
}

/** The fields a developer fills, as the detail answers them (missing ones left out). */
export function fieldsOf(project: ProjectRow) {
  const defined = <T>(value: T | null) => (value === null ? undefined : value);
  return {
    name: project.name,
    standardId: defined(project.standardId),
    methodologyId: defined(project.methodologyId),
    sector: defined(project.sector),
    type: defined(project.type),
    descriptionEs: project.descriptions.es || undefined,
    descriptionEn: project.descriptions.en || undefined,
    descriptionPt: project.descriptions.pt,
    sdgs: project.sdgs,
    countryId: defined(project.countryId),
    regionId: defined(project.regionId),
    cityId: defined(project.cityId),
    latitude: defined(project.latitude),
    longitude: defined(project.longitude),
    area: project.area,
    areaHectares: project.areaHectares,
    developerCompanyId: defined(project.developerCompanyId),
    ownerCompanyId: defined(project.ownerCompanyId),
    certifierCompanyId: defined(project.certifierCompanyId),
    ovvCompanyId: defined(project.ovvCompanyId),
    creditingStart: defined(project.creditingStart),
    creditingEnd: defined(project.creditingEnd),
    estimatedAnnualReductions: defined(project.estimatedAnnualReductions),
    isCcpApproved: project.isCcpApproved,
    isCorsiaEligible: project.isCorsiaEligible,
    isArticle6Authorized: project.isArticle6Authorized,
    correspondingAdjustment: project.correspondingAdjustment,
  };
}

/** The whole project as its parties see it (ProjectDetail). */
export async function toProjectDetail(
  db: Db,
  lng: Language,
  project: ProjectRow,
  roles: ProjectRole[],
  companyId: number,
): Promise<ProjectDetail> {
  const documents = await db
    .select()
    .from(projectDocuments)
    .where(eq(projectDocuments.projectId, project.id))
    .orderBy(asc(projectDocuments.id));
  const current = documents.filter((row) => row.last);
  const signed = await signedDocumentIds(
    db,
    current.map((row) => row.id),
  );
  const events = await db
    .select({ event: projectEvents, companyName: companies.name })
    .from(projectEvents)
    .leftJoin(companies, eq(companies.id, projectEvents.companyId))
    .where(eq(projectEvents.projectId, project.id))
    .orderBy(asc(projectEvents.id));
  return {
    ...fieldsOf(project),
    ...(await loadNames(db, project, lng)),
    id: project.id,
    code: project.code,
    state: project.state,
    isConversion: project.isConversion,
    publicCommentEndsOn: project.publicCommentEndsOn,
    submittedAt: project.submittedAt?.toISOString() ?? null,
    updatedAt: project.updatedAt.toISOString(),
    documents: current.map((row) => toProjectDocument(row, signed.has(row.id))),
    events: events.map(({ event, companyName }) => ({
      id: event.id,
      action: event.action,
      fromState: event.fromState,
      toState: event.toState,
      reason: event.reason,
      companyName,
      at: event.createdAt.toISOString(),
    })),
    roles,
    actions: allowedActions(project.state, roles),
    canEdit: canEditProject(project, companyId),
  };
}
