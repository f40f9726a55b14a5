import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { ProjectAction } from '@registry/contract/projects/project-enums';
import {
  PUBLIC_REASON_ACTIONS,
  type PublicProject,
  type PublicProjectEvent,
} from '@registry/contract/projects/public-projects';
import { companies } from '../../db/schema/accounts';
import { pickText } from '../../db/schema/localized';
import { methodologies, projectDocuments, projectEvents } from '../../db/schema/projects';
import { cities, countries, regions, standards } from '../../db/schema/reference';
import { findPublicProject } from './find-public-project';
import { labelsOf } from './public-filter';
import type { PublicProjectsContext } from './public-projects-context';

const PUBLIC_REASONS: readonly ProjectAction[] = PUBLIC_REASON_ACTIONS;

/**
 * GET /api/public/projects/{projectId} (anyone): the public page of a project
 * past its first submission and not rejected: summary in the caller's
 * language, its public documents (last versions), and its timeline without
 * the draft's creation and with only the public moves' reasons.
 */
export async function getPublicProject({
  ctx,
  projectId,
}: {
  ctx: Pick<PublicProjectsContext, 'db' | 'lng'>;
  projectId: number;
}): Promise<PublicProject> {
  const { db, lng } = ctx;
  const project = await findPublicProject(db, projectId);
  const one = async <T>(rows: Promise<T[]>): Promise<T | null> => (await rows)[0] ?? null;
  const [standard, methodology, country, region, city, parties, documents, events] =
    await Promise.all([
      project.standardId === null
        ? null
        : one(
            db
              .select({ id: standards.id, code: standards.code })
              .from(standards)
              .where(eq(standards.id, project.standardId)),
          ),
      project.methodologyId === null
        ? null
        : one(db.select().from(methodologies).where(eq(methodologies.id, project.methodologyId))),
      project.countryId === null
        ? null
        : one(db.select().from(countries).where(eq(countries.id, project.countryId))),
      project.regionId === null
        ? null
        : one(db.select().from(regions).where(eq(regions.id, project.regionId))),
      project.cityId === null
        ? null
        : one(db.select().from(cities).where(eq(cities.id, project.cityId))),
      db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(
          inArray(
            companies.id,
            [
              project.developerCompanyId,
              project.ownerCompanyId,
              project.certifierCompanyId,
              project.ovvCompanyId,
            ].filter((id): id is number => id !== null),
          ),
        ),
      db
        .select()
        .from(projectDocuments)
        .where(
          and(
            eq(projectDocuments.projectId, project.id),
            eq(projectDocuments.isPublic, true),
            eq(projectDocuments.last, true),
          ),
        )
        .orderBy(asc(projectDocuments.id)),
      db
        .select({ event: projectEvents, companyName: companies.name })
        .from(projectEvents)
        .leftJoin(companies, eq(companies.id, projectEvents.companyId))
        .where(and(eq(projectEvents.projectId, project.id), ne(projectEvents.action, 'create')))
        .orderBy(asc(projectEvents.id)),
    ]);
  const party = (id: number | null) => parties.find((company) => company.id === id) ?? null;
  return {
    id: project.id,
    code: project.code,
    name: project.name,
    state: project.state,
    description: pickText(project.descriptions, lng),
    standard,
    methodology: methodology && {
      id: methodology.id,
      code: methodology.code,
      name: pickText(methodology.name, lng),
    },
    country: country && { id: country.id, iso: country.code, name: pickText(country.name, lng) },
    region: region?.name ?? null,
    city: city?.name ?? null,
    sector: project.sector,
    type: project.type,
    sdgs: project.sdgs,
    latitude: project.latitude,
    longitude: project.longitude,
    area: project.area ?? null,
    areaHectares: project.areaHectares,
    developer: party(project.developerCompanyId),
    owner: party(project.ownerCompanyId),
    certifier: party(project.certifierCompanyId),
    ovv: party(project.ovvCompanyId),
    creditingStart: project.creditingStart,
    creditingEnd: project.creditingEnd,
    estimatedAnnualReductions: project.estimatedAnnualReductions,
    labels: labelsOf(project),
    isConversion: project.isConversion,
    originRegistry: project.originRegistry,
    originProjectId: project.originProjectId,
    publicCommentEndsOn: project.publicCommentEndsOn,
    submittedAt: project.submittedAt?.toISOString() ?? null,
    documents: documents.map((document) => ({
      id: document.id,
      documentType: document.documentType,
      period: document.period,
      fileName: document.fileName,
      sha256: document.sha256,
      size: document.size,
      created: document.createdAt.toISOString(),
    })),
    events: events.flatMap(({ event, companyName }): PublicProjectEvent[] =>
      event.action === 'create'
        ? []
        : [
            {
              id: event.id,
              action: event.action,
              fromState: event.fromState,
              toState: event.toState,
              reason: PUBLIC_REASONS.includes(event.action) ? event.reason : null,
              companyName,
              at: event.createdAt.toISOString(),
            },
          ],
    ),
  };
}
