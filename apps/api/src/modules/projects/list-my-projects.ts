import { and, desc, eq, like, or, type SQL } from 'drizzle-orm';
import type { MyProjectRow, MyProjectsQuery } from '@registry/contract/projects/project-api';
import { pickText } from '../../db/schema/localized';
import { projects } from '../../db/schema/projects';
import { countries, standards } from '../../db/schema/reference';
import type { Caller } from '../../lib/caller';
import { containsPattern } from '../company-links/search-companies';
import { canEditProject, visibleRolesOf } from './project-access';
import type { ProjectContext } from './project-context';
import { allowedActions } from './project-state-machine';
import { normalizeForSearch } from './project-search-text';

const PARTY_COLUMNS = {
  developer: projects.developerCompanyId,
  owner: projects.ownerCompanyId,
  certifier: projects.certifierCompanyId,
  ovv: projects.ovvCompanyId,
} as const;

/**
 * GET /api/project/my-projects: the projects the caller's company develops or
 * owns, and those assigned to it as certifier or ovv once submitted (a draft
 * is only its developer's and owner's), newest first;
 * filtered by state, part and text.
 */
export async function listMyProjects({
  ctx,
  caller,
  input,
}: {
  ctx: Pick<ProjectContext, 'db' | 'lng'>;
  caller: Caller;
  input: MyProjectsQuery;
}): Promise<{ projects: MyProjectRow[] }> {
  const companyId = caller.companyId;
  const conditions: SQL[] = [];
  const parties =
    input.role && input.role !== 'system'
      ? [PARTY_COLUMNS[input.role]]
      : Object.values(PARTY_COLUMNS);
  const partyCondition = or(...parties.map((column) => eq(column, companyId)));
  if (partyCondition) conditions.push(partyCondition);
  if (input.role === 'system') return { projects: [] };
  if (input.state) conditions.push(eq(projects.state, input.state));
  const search = input.search ? normalizeForSearch(input.search) : '';
  if (search) conditions.push(like(projects.searchText, containsPattern(search)));
  const rows = await ctx.db
    .select({ project: projects, standardCode: standards.code, countryName: countries.name })
    .from(projects)
    .leftJoin(standards, eq(standards.id, projects.standardId))
    .leftJoin(countries, eq(countries.id, projects.countryId))
    .where(and(...conditions))
    .orderBy(desc(projects.updatedAt), desc(projects.id))
    .limit(500);
  return {
    projects: rows.flatMap(({ project, standardCode, countryName }) => {
      const roles = visibleRolesOf(project, companyId);
      if (roles.length === 0) return [];
      if (input.role && !roles.includes(input.role)) return [];
      return [
        {
          id: project.id,
          code: project.code,
          name: project.name,
          state: project.state,
          isConversion: project.isConversion,
          standardCode,
          countryName: countryName ? pickText(countryName, ctx.lng) : null,
          roles,
          actions: allowedActions(project.state, roles),
          canEdit: canEditProject(project, companyId),
          updatedAt: project.updatedAt.toISOString(),
        },
      ];
    }),
  };
}
