import { count, inArray, sql } from 'drizzle-orm';
import type { Language } from '@registry/contract/common/language';
import type { ProjectLabel } from '@registry/contract/projects/project-enums';
import {
  PUBLIC_PROJECT_FACETS,
  type FacetCount,
  type PublicProjectFacet,
  type PublicProjectFacets,
  type PublicProjectsFilter,
} from '@registry/contract/projects/public-projects';
import type { Db } from '../../db/client';
import { issuances } from '../../db/schema/issuances';
import { pickText, type LocalizedText } from '../../db/schema/localized';
import { methodologies, projects } from '../../db/schema/projects';
import { countries, standards } from '../../db/schema/reference';
import { standardName } from '../../i18n/project-value-names';
import { baseConditions, facetCondition, filterConditions, LABEL_COLUMNS } from './public-filter';

/** The facets counted by grouping on a column of the project, and that column. */
const GROUPED = {
  standard: 'standard_id',
  country: 'country_id',
  methodology: 'methodology_id',
  sector: 'sector',
  type: 'type',
  state: 'state',
} as const;
type Grouped = keyof typeof GROUPED;
const GROUPED_FACETS = Object.keys(GROUPED) as Grouped[];
const LABELS = Object.keys(LABEL_COLUMNS) as ProjectLabel[];

/** One row of the scan: a value of one grouped facet with its count, or (every g_ 1) the label counts and total. */
type ScanRow = Record<`g_${Grouped}` | `c_${Grouped}` | `l_${ProjectLabel}` | 'total', number> &
  Record<(typeof GROUPED)[Grouped], string | number | null> & {
    standard_code: string | null;
    country_name: LocalizedText | null;
    methodology_code: string | null;
  };

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

/**
 * Every grouped facet, the labels and the total in one scan of the rows the
 * search finds: each row knows once whether it passes each facet's own
 * condition (m_<facet>), and a facet's values count the rows passing all
 * the others (GROUPING SETS, a set per facet and one for the labels and total).
 */
async function scanFacets(db: Db, filter: PublicProjectsFilter): Promise<ScanRow[]> {
  const passes = (facet: PublicProjectFacet) => facetCondition(filter, facet) ?? sql`true`;
  const others = (facet?: PublicProjectFacet) =>
    sql.raw(
      PUBLIC_PROJECT_FACETS.filter((other) => other !== facet)
        .map((other) => `m_${other}`)
        .join(' and '),
    );
  const flags = sql.join(
    PUBLIC_PROJECT_FACETS.map((facet) => sql`(${passes(facet)}) as ${sql.raw(`m_${facet}`)}`),
    sql`, `,
  );
  const groupings = GROUPED_FACETS.map((facet) =>
    sql.raw(`grouping(${GROUPED[facet]}) as g_${facet}`),
  );
  const facetCounts = GROUPED_FACETS.map(
    (facet) => sql`count(*) filter (where ${others(facet)})::int as ${sql.raw(`c_${facet}`)}`,
  );
  const labelCounts = LABELS.map(
    (label) =>
      sql`count(*) filter (where ${others('label')} and ${sql.raw(`l_${label}`)})::int as ${sql.raw(`l_${label}`)}`,
  );
  const result = (await db.execute(sql`
    select c.*, s.code as standard_code, co.name as country_name, m.code as methodology_code
    from (
      select ${sql.join(groupings, sql`, `)}, ${sql.raw(Object.values(GROUPED).join(', '))},
        ${sql.join([...facetCounts, ...labelCounts], sql`, `)},
        count(*) filter (where ${others()})::int as total
      from (
        select ${projects.standardId} as standard_id, ${projects.countryId} as country_id,
          ${projects.methodologyId} as methodology_id, ${projects.sector} as sector,
          ${projects.type} as type, ${projects.state} as state,
          ${LABEL_COLUMNS.ccp} as l_ccp, ${LABEL_COLUMNS.corsia} as l_corsia,
          ${LABEL_COLUMNS.article6} as l_article6, ${flags}
        from ${projects}
        where ${baseConditions(filter)}
      ) as found
      group by grouping sets (${sql.raw(
        Object.values(GROUPED)
          .map((column) => `(${column})`)
          .join(', '),
      )}, ())
    ) as c
    left join ${standards} as s on s.id = c.standard_id
    left join ${countries} as co on co.id = c.country_id
    left join ${methodologies} as m on m.id = c.methodology_id`)) as unknown as { rows: ScanRow[] };
  return result.rows;
}

/**
 * Per vintage year the projects of the filter (all but its vintages) with an
 * issuance of it: the distinct (vintage, project) pairs, read in the order
 * of their index, kept when the project is in the filter.
 */
async function countVintages(db: Db, filter: PublicProjectsFilter): Promise<FacetCount[]> {
  const pairs = db
    .selectDistinct({ vintage: issuances.vintage, projectId: issuances.projectId })
    .from(issuances)
    .as('pairs');
  const found = db
    .select({ id: projects.id })
    .from(projects)
    .where(filterConditions(filter, 'vintage'));
  const rows = await db
    .select({ vintage: pairs.vintage, count: count() })
    .from(pairs)
    .where(inArray(pairs.projectId, found))
    .groupBy(pairs.vintage);
  return rows.map((row) => ({ value: String(row.vintage), label: null, count: row.count }));
}

/** The name the screen shows for a grouped facet's value: standards and countries by name in the language, methodologies by code. */
function labelOf(row: ScanRow, facet: Grouped, lng: Language): string | null {
  if (facet === 'standard') return row.standard_code ? standardName(row.standard_code, lng) : null;
  if (facet === 'methodology') return row.methodology_code;
  if (facet === 'country') return row.country_name ? pickText(row.country_name, lng) : null;
  return null;
}

/**
 * The counts of every facet for a filter, and the filter's total: each facet
 * counted with the search and the other facets applied, not its own values
 * (so ticking a second value of a facet shows what it adds).
 */
export async function countFacets(
  db: Db,
  filter: PublicProjectsFilter,
  lng: Language,
): Promise<{ facets: PublicProjectFacets; total: number }> {
  const [rows, vintage] = await Promise.all([scanFacets(db, filter), countVintages(db, filter)]);
  const grouped = {} as Record<Grouped, FacetCount[]>;
  for (const facet of GROUPED_FACETS) {
    const counts = rows.flatMap((row) => {
      const value = row[GROUPED[facet]];
      return row[`g_${facet}`] === 0 && value !== null && row[`c_${facet}`] > 0
        ? [{ value: String(value), label: labelOf(row, facet, lng), count: row[`c_${facet}`] }]
        : [];
    });
    grouped[facet] = withSelected(counts, filter[facet]);
  }
  const totals = rows.find((row) => GROUPED_FACETS.every((facet) => row[`g_${facet}`] === 1));
  const labels = LABELS.flatMap((label) => {
    const n = totals?.[`l_${label}`] ?? 0;
    return n > 0 ? [{ value: label, label: null, count: n }] : [];
  });
  return {
    facets: {
      ...grouped,
      vintage: withSelected(vintage, filter.vintage, byYear),
      label: withSelected(labels, filter.label),
    },
    total: totals?.total ?? 0,
  };
}
