import { count, countDistinct, eq, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@registry/contract/common/language';
import type {
  FacetCount,
  PublicProjectFacet,
  PublicProjectFacets,
  PublicProjectsFilter,
} from '@registry/contract/projects/public-projects';
import type { Db } from '../../db/client';
import { issuances } from '../../db/schema/issuances';
import { pickText } from '../../db/schema/localized';
import { methodologies, projects } from '../../db/schema/projects';
import { countries, standards } from '../../db/schema/reference';
import { filterConditions, LABEL_COLUMNS } from './public-filter';

/** Most counted first, then by label or value. */
function byCount(a: FacetCount, b: FacetCount): number {
  return b.count - a.count || (a.label ?? a.value).localeCompare(b.label ?? b.value);
}

/** Newest year first (the vintages). */
function byYear(a: FacetCount, b: FacetCount): number {
  return Number(b.value) - Number(a.value);
}

/** The selected values a count left out (none found): shown with 0, so they can be unticked. */
function withSelected(
  counts: FacetCount[],
  selected: (string | number)[] | undefined,
  order = byCount,
) {
  for (const value of selected ?? []) {
    if (!counts.some((facet) => facet.value === String(value))) {
      counts.push({ value: String(value), label: null, count: 0 });
    }
  }
  return counts.sort(order);
}

async function countEnum(
  db: Db,
  column: typeof projects.sector | typeof projects.type | typeof projects.state,
  where: SQL,
): Promise<FacetCount[]> {
  const rows = await db
    .select({ value: column, count: count() })
    .from(projects)
    .where(where)
    .groupBy(column);
  return rows.flatMap(({ value, count: n }) =>
    value === null ? [] : [{ value, label: null, count: n }],
  );
}

/** Per vintage year the projects of the filter with an issuance of it. */
async function countVintages(db: Db, where: SQL): Promise<FacetCount[]> {
  const rows = await db
    .select({ vintage: issuances.vintage, count: countDistinct(projects.id) })
    .from(projects)
    .innerJoin(issuances, eq(issuances.projectId, projects.id))
    .where(where)
    .groupBy(issuances.vintage);
  return rows.map((row) => ({ value: String(row.vintage), label: null, count: row.count }));
}

/**
 * The counts of every facet for a filter: each facet counted with the search
 * and the other facets applied, not its own values (so ticking a second value
 * of a facet shows what it adds).
 */
export async function countFacets(
  db: Db,
  filter: PublicProjectsFilter,
  lng: Language,
): Promise<PublicProjectFacets> {
  const without = (facet: PublicProjectFacet) => filterConditions(filter, facet);
  const [standardRows, countryRows, methodologyRows, sector, type, state, vintage, labelRow] =
    await Promise.all([
      db
        .select({ id: standards.id, code: standards.code, count: count() })
        .from(projects)
        .innerJoin(standards, eq(standards.id, projects.standardId))
        .where(without('standard'))
        .groupBy(standards.id, standards.code),
      db
        .select({ id: countries.id, name: countries.name, count: count() })
        .from(projects)
        .innerJoin(countries, eq(countries.id, projects.countryId))
        .where(without('country'))
        .groupBy(countries.id, countries.name),
      db
        .select({ id: methodologies.id, code: methodologies.code, count: count() })
        .from(projects)
        .innerJoin(methodologies, eq(methodologies.id, projects.methodologyId))
        .where(without('methodology'))
        .groupBy(methodologies.id, methodologies.code),
      countEnum(db, projects.sector, without('sector')),
      countEnum(db, projects.type, without('type')),
      countEnum(db, projects.state, without('state')),
      countVintages(db, without('vintage')),
      db
        .select({
          ccp: sql<number>`count(*) filter (where ${LABEL_COLUMNS.ccp})`.mapWith(Number),
          corsia: sql<number>`count(*) filter (where ${LABEL_COLUMNS.corsia})`.mapWith(Number),
          article6: sql<number>`count(*) filter (where ${LABEL_COLUMNS.article6})`.mapWith(Number),
        })
        .from(projects)
        .where(without('label')),
    ]);
  const labels = labelRow[0] ?? { ccp: 0, corsia: 0, article6: 0 };
  return {
    standard: withSelected(
      standardRows.map((row) => ({ value: String(row.id), label: row.code, count: row.count })),
      filter.standard,
    ),
    country: withSelected(
      countryRows.map((row) => ({
        value: String(row.id),
        label: pickText(row.name, lng),
        count: row.count,
      })),
      filter.country,
    ),
    methodology: withSelected(
      methodologyRows.map((row) => ({ value: String(row.id), label: row.code, count: row.count })),
      filter.methodology,
    ),
    sector: withSelected(sector, filter.sector),
    type: withSelected(type, filter.type),
    state: withSelected(state, filter.state),
    vintage: withSelected(vintage, filter.vintage, byYear),
    label: withSelected(
      (['ccp', 'corsia', 'article6'] as const)
        .filter((label) => labels[label] > 0)
        .map((label) => ({ value: label, label: null, count: labels[label] })),
      filter.label,
    ),
  };
}
