import { count } from 'drizzle-orm';
import type {
  PublicProjectsQuery,
  PublicProjectsResponse,
} from '@registry/contract/projects/public-projects';
import { projects } from '../../db/schema/projects';
import { countFacets } from './count-facets';
import { filterConditions } from './public-filter';
import type { PublicProjectsContext } from './public-projects-context';
import { readPublicRows } from './public-rows';

/**
 * GET /api/public/projects (anyone): one keyset page of the public projects
 * of a filter, its total, and the facet counts (DESIGN.md 4.2, issue #9).
 */
export async function searchPublicProjects({
  ctx,
  input,
}: {
  ctx: Pick<PublicProjectsContext, 'db' | 'lng'>;
  input: PublicProjectsQuery;
}): Promise<Omit<PublicProjectsResponse, 'status' | 'codeMessages'>> {
  const where = filterConditions(input);
  const { rows, nextCursor } = await readPublicRows(ctx.db, {
    where,
    sort: input.sort,
    cursor: input.cursor,
    limit: input.limit,
    lng: ctx.lng,
  });
  const [[total], facets] = await Promise.all([
    ctx.db.select({ count: count() }).from(projects).where(where),
    countFacets(ctx.db, input, ctx.lng),
  ]);
  return { projects: rows, facets, total: total?.count ?? 0, nextCursor };
}
