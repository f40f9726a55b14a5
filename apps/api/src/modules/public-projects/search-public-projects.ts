import type {
  PublicProjectsQuery,
  PublicProjectsResponse,
} from '@registry/contract/projects/public-projects';
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
  ctx: Pick<PublicProjectsContext, 'db' | 'lng' | 'versionOf'>;
  input: PublicProjectsQuery;
}): Promise<Omit<PublicProjectsResponse, 'status' | 'codeMessages'>> {
  const [{ rows, nextCursor }, { facets, total }] = await Promise.all([
    readPublicRows(ctx.db, {
      where: filterConditions(input),
      sort: input.sort,
      cursor: input.cursor,
      limit: input.limit,
      lng: ctx.lng,
    }),
    countFacets(ctx, input, ctx.lng),
  ]);
  return { projects: rows, facets, total, nextCursor };
}
