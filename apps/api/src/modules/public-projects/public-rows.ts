import { and, eq, type SQL } from 'drizzle-orm';
import type { Language } from '@registry/contract/common/language';
import type {
  PublicProjectRow,
  PublicProjectSort,
} from '@registry/contract/projects/public-projects';
import type { Db } from '../../db/client';
import { pickText } from '../../db/schema/localized';
import { projects } from '../../db/schema/projects';
import { countries, standards } from '../../db/schema/reference';
import { afterCursor, decodeCursor, encodeCursor, SORT_KEYS, sortOrder } from './project-cursor';
import { labelsOf } from './public-filter';

/** One keyset page of the public rows of a filter, with the cursor after its last row. */
export async function readPublicRows(
  db: Db,
  {
    where,
    sort,
    cursor,
    limit,
    lng,
  }: { where: SQL; sort: PublicProjectSort; cursor?: string; limit: number; lng: Language },
): Promise<{ rows: PublicProjectRow[]; nextCursor: string | null }> {
  const after = cursor ? afterCursor(decodeCursor(cursor, sort)) : undefined;
  const found = await db
    .select({
      project: {
        id: projects.id,
        code: projects.code,
        name: projects.name,
        state: projects.state,
        sector: projects.sector,
        type: projects.type,
        isCcpApproved: projects.isCcpApproved,
        isCorsiaEligible: projects.isCorsiaEligible,
        isArticle6Authorized: projects.isArticle6Authorized,
        estimatedAnnualReductions: projects.estimatedAnnualReductions,
        submittedAt: projects.submittedAt,
      },
      sortKey: SORT_KEYS[sort].key,
      standardCode: standards.code,
      countryName: countries.name,
    })
    .from(projects)
    .leftJoin(standards, eq(standards.id, projects.standardId))
    .leftJoin(countries, eq(countries.id, projects.countryId))
    .where(after ? and(where, after) : where)
    .orderBy(...sortOrder(sort))
    .limit(limit + 1);
  const page = found.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page.map(({ project, standardCode, countryName }) => ({
      id: project.id,
      code: project.code,
      name: project.name,
      state: project.state,
      standardCode,
      countryName: countryName ? pickText(countryName, lng) : null,
      sector: project.sector,
      type: project.type,
      labels: labelsOf(project),
      estimatedAnnualReductions: project.estimatedAnnualReductions,
      submittedAt: project.submittedAt?.toISOString() ?? null,
    })),
    nextCursor:
      found.length > limit && last ? encodeCursor(sort, last.sortKey, last.project.id) : null,
  };
}
