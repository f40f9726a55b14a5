import { and, isNotNull } from 'drizzle-orm';
import {
  PUBLIC_MAP_POINTS_MAX,
  type ProjectMapPoint,
  type PublicProjectsFilter,
} from '@registry/contract/projects/public-projects';
import { projects } from '../../db/schema/projects';
import { sortOrder } from './project-cursor';
import { filterConditions } from './public-filter';
import type { PublicProjectsContext } from './public-projects-context';

/**
 * GET /api/public/projects/map (anyone): the located public projects of a
 * filter, up to PUBLIC_MAP_POINTS_MAX (truncated says when there were more).
 */
export async function listMapPoints({
  ctx,
  input,
}: {
  ctx: Pick<PublicProjectsContext, 'db'>;
  input: PublicProjectsFilter;
}): Promise<{ points: ProjectMapPoint[]; truncated: boolean }> {
  const rows = await ctx.db
    .select({
      id: projects.id,
      name: projects.name,
      latitude: projects.latitude,
      longitude: projects.longitude,
      state: projects.state,
    })
    .from(projects)
    .where(
      and(filterConditions(input), isNotNull(projects.latitude), isNotNull(projects.longitude)),
    )
    .orderBy(...sortOrder(input.sort))
    .limit(PUBLIC_MAP_POINTS_MAX + 1);
  return {
    points: rows
      .slice(0, PUBLIC_MAP_POINTS_MAX)
      .flatMap((row) =>
        row.latitude === null || row.longitude === null
          ? []
          : [{ ...row, latitude: row.latitude, longitude: row.longitude }],
      ),
    truncated: rows.length > PUBLIC_MAP_POINTS_MAX,
  };
}
