import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  encodeCadTrustCursor,
  type CadTrustPage,
  type CadTrustProject,
} from '@registry/contract/interchange/cadtrust-v2';
import { PUBLIC_PROJECT_STATES } from '@registry/contract/projects/project-enums';
import { pickText, type LocalizedText } from '../../db/schema/localized';
import { methodologies, projects } from '../../db/schema/projects';
import { standards } from '../../db/schema/reference';
import {
  REGISTRY_NAME,
  dayOf,
  guidOf,
  instantOf,
  pageOf,
  type CadTrustContext,
} from './cadtrust-context';
import { PROJECT_STATUS, projectSectorOf, projectTypeOf } from './cadtrust-picklists';

/** A methodology as "code: name" (the name in English when it has one). */
function methodologyOf(code: string | null, name: LocalizedText | null): string | null {
  if (!code) return null;
  const title = name ? pickText(name, 'en').trim() : '';
  return title === '' ? code : `${code}: ${title}`;
}

/**
 * GET /api/cadtrust/v2/projects (anyone; DESIGN.md 4.6): the public projects
 * (the public list's rule: every state but draft and rejected) as rows of
 * CAD Trust's `project` table, in id order, one page after the cursor.
 * Only what the public page shows: no party company (CAD Trust keeps those
 * in `stakeholder`), no private document.
 */
export async function listCadTrustProjects({
  ctx,
  input,
}: {
  ctx: CadTrustContext;
  input: { cursor?: number; limit: number };
}): Promise<CadTrustPage<CadTrustProject>> {
  // The day of the last move into the current state (the public timeline's).
  const statusAt = sql<Date | string | null>`(
    select e.created_at from project_events e
     where e.project_id = ${projects.id} and e.to_state = ${projects.state}
     order by e.id desc limit 1)`;
  const found = await ctx.db
    .select({
      id: projects.id,
      code: projects.code,
      name: projects.name,
      state: projects.state,
      sector: projects.sector,
      descriptions: projects.descriptions,
      createdAt: projects.createdAt,
      updatedAt: projects.updatedAt,
      standardCode: standards.code,
      methodologyCode: methodologies.code,
      methodologyName: methodologies.name,
      statusAt,
    })
    .from(projects)
    .leftJoin(standards, eq(standards.id, projects.standardId))
    .leftJoin(methodologies, eq(methodologies.id, projects.methodologyId))
    .where(
      and(
        inArray(projects.state, [...PUBLIC_PROJECT_STATES]),
        input.cursor === undefined ? undefined : gt(projects.id, input.cursor),
      ),
    )
    .orderBy(asc(projects.id))
    .limit(input.limit + 1);
  const { rows, lastId } = pageOf(found, input.limit);
  return {
    data: rows.map((row): CadTrustProject => {
      const description = pickText(row.descriptions, 'en').trim();
      return {
        cadTrustProjectId: guidOf(ctx, 'project', row.id),
        orgUid: ctx.orgUid,
        projectRegistryName: REGISTRY_NAME,
        // A public project has its code since its first submission.
        projectId: row.code ?? String(row.id),
        projectCreditingProgram: row.standardCode,
        projectName: row.name,
        projectLink: `${ctx.publicUrl}/projects/${row.id}`,
        projectDescription: description === '' ? null : description,
        projectSector: [projectSectorOf(row.sector)],
        projectType: [projectTypeOf(row.sector)],
        // CAD Trust v2 keeps methodologies in project_methodology; until that
        // table is exported, the subtype names the one the project applies.
        projectSubtype: methodologyOf(row.methodologyCode, row.methodologyName),
        projectStatus: PROJECT_STATUS[row.state],
        projectStatusDate: dayOf(row.statusAt ?? row.updatedAt),
        projectUnitMetric: 'tCO2e',
        createdAt: instantOf(row.createdAt),
        updatedAt: instantOf(row.updatedAt),
        cadTrustReferenceProjectId: null,
        cadTrustProgramId: null,
      };
    }),
    nextCursor: lastId === null ? null : encodeCadTrustCursor('projects', lastId),
  };
}
