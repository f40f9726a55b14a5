import type { Language } from '@registry/contract/common/language';
import type { ProjectLabel } from '@registry/contract/projects/project-enums';
import type {
  FacetCount,
  PublicProjectFacets,
  PublicProjectsFilter,
} from '@registry/contract/projects/public-projects';
import { projects } from '../../db/schema/projects';
import { pickText } from '../../db/schema/localized';
import { standardName } from '../../i18n/project-value-names';
import {
  facetIndexAt,
  GROUPED_FACETS,
  LABEL_BITS,
  type FacetIndex,
  type GroupedFacet,
} from './facet-index';
import { baseConditions, searchWords } from './public-filter';
import type { PublicProjectsContext } from './public-projects-context';

const LABELS = Object.keys(LABEL_BITS) as ProjectLabel[];
/** The facets in the order a project is checked against them; vintage and label last. */
const FACETS = [...GROUPED_FACETS, 'vintage', 'label'] as const;
const VINTAGE = GROUPED_FACETS.length;

/** One more at i. */
function bump(counts: Int32Array, i: number) {
  counts[i] = (counts[i] ?? 0) + 1;
}

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

/** The name the screen shows for a grouped facet's value: standards and countries by name in the language, methodologies by code. */
function labelOf(index: FacetIndex, facet: GroupedFacet, value: string, lng: Language) {
  if (facet === 'standard') {
    const code = index.standardCodes.get(value);
    return code ? standardName(code, lng) : null;
  }
  if (facet === 'country') {
    const name = index.countryNames.get(value);
    return name ? pickText(name, lng) : null;
  }
  if (facet === 'methodology') return index.methodologyCodes.get(value) ?? null;
  return null;
}

/** What a filter asks of each facet: the codes (or years, or label bits) it accepts; null when it asks nothing. */
function accepted(index: FacetIndex, filter: PublicProjectsFilter) {
  const grouped = GROUPED_FACETS.map((facet) => {
    const chosen = filter[facet];
    if (!chosen?.length) return null;
    const wanted = new Set(chosen.map(String));
    const codes = new Set<number>();
    index.grouped[facet].values.forEach((value, code) => {
      if (wanted.has(value)) codes.add(code);
    });
    return codes;
  });
  const vintages = filter.vintage?.length ? new Set(filter.vintage) : null;
  const labels = filter.label?.length
    ? filter.label.reduce((bits, label) => bits | LABEL_BITS[label], 0)
    : null;
  return { grouped, vintages, labels };
}

/** The positions the search's words find among the public projects; null without words (all of them). */
async function searchedPositions(
  ctx: Pick<PublicProjectsContext, 'db'>,
  index: FacetIndex,
  filter: PublicProjectsFilter,
): Promise<number[] | null> {
  if (searchWords(filter.search).length === 0) return null;
  const found = await ctx.db
    .select({ id: projects.id })
    .from(projects)
    .where(baseConditions(filter));
  return found.flatMap(({ id }) => {
    const position = index.positionOf.get(id);
    return position === undefined ? [] : [position];
  });
}

/**
 * The counts of every facet for a filter, and the filter's total: each facet
 * counted with the search and the other facets applied, not its own values
 * (so ticking a second value of a facet shows what it adds). Counted from
 * the facet index of the current version of the public projects (issue 24):
 * a project failing one facet counts only in that facet's values, one
 * failing none in every facet and the total.
 */
export async function countFacets(
  ctx: Pick<PublicProjectsContext, 'db' | 'versionOf'>,
  filter: PublicProjectsFilter,
  lng: Language,
): Promise<{ facets: PublicProjectFacets; total: number }> {
  const index = await facetIndexAt(ctx.db, await ctx.versionOf('public_projects'));
  const wants = accepted(index, filter);
  const groupedCounts = GROUPED_FACETS.map(
    (facet) => new Int32Array(index.grouped[facet].values.length),
  );
  const vintageCounts = new Map<number, number>();
  const labelCounts = new Int32Array(LABELS.length);
  let total = 0;

  const passes = (facet: number, position: number): boolean => {
    if (facet < VINTAGE) {
      const codes = wants.grouped[facet];
      return (
        !codes ||
        codes.has(index.grouped[GROUPED_FACETS[facet] as GroupedFacet].codes[position] as number)
      );
    }
    if (facet === VINTAGE) {
      if (!wants.vintages) return true;
      for (
        let at = index.vintageStart[position] as number;
        at < (index.vintageStart[position + 1] as number);
        at += 1
      ) {
        if (wants.vintages.has(index.vintages[at] as number)) return true;
      }
      return false;
    }
    return wants.labels === null || ((index.labels[position] as number) & wants.labels) !== 0;
  };
  const count = (facet: number, position: number) => {
    if (facet < VINTAGE) {
      const code = index.grouped[GROUPED_FACETS[facet] as GroupedFacet].codes[position] as number;
      if (code >= 0) bump(groupedCounts[facet] as Int32Array, code);
    } else if (facet === VINTAGE) {
      for (
        let at = index.vintageStart[position] as number;
        at < (index.vintageStart[position + 1] as number);
        at += 1
      ) {
        const year = index.vintages[at] as number;
        vintageCounts.set(year, (vintageCounts.get(year) ?? 0) + 1);
      }
    } else {
      LABELS.forEach((label, i) => {
        if (((index.labels[position] as number) & LABEL_BITS[label]) !== 0) bump(labelCounts, i);
      });
    }
  };

  // Only the facets the filter asks something of can fail.
  const asked = FACETS.flatMap((_, facet) =>
    (facet < VINTAGE ? wants.grouped[facet] : facet === VINTAGE ? wants.vintages : wants.labels) ===
    null
      ? []
      : [facet],
  );
  const tally = (position: number) => {
    let failed = -1;
    let failures = 0;
    for (let i = 0; i < asked.length && failures < 2; i += 1) {
      const facet = asked[i] as number;
      if (!passes(facet, position)) {
        failed = facet;
        failures += 1;
      }
    }
    if (failures === 1) count(failed, position);
    if (failures === 0) {
      total += 1;
      for (let facet = 0; facet < FACETS.length; facet += 1) count(facet, position);
    }
  };
  const searched = await searchedPositions(ctx, index, filter);
  if (searched) for (const position of searched) tally(position);
  else for (let position = 0; position < index.size; position += 1) tally(position);

  const grouped = Object.fromEntries(
    GROUPED_FACETS.map((facet, i) => {
      const counts: FacetCount[] = [];
      index.grouped[facet].values.forEach((value, code) => {
        const n = (groupedCounts[i] as Int32Array)[code] as number;
        if (n > 0) counts.push({ value, label: labelOf(index, facet, value, lng), count: n });
      });
      return [facet, withSelected(counts, filter[facet])];
    }),
  ) as Record<GroupedFacet, FacetCount[]>;
  const vintage = [...vintageCounts].map(([year, n]) => ({
    value: String(year),
    label: null,
    count: n,
  }));
  const labels = LABELS.flatMap((label, i) => {
    const n = labelCounts[i] as number;
    return n > 0 ? [{ value: label, label: null, count: n }] : [];
  });
  return {
    facets: {
      ...grouped,
      vintage: withSelected(vintage, filter.vintage, byYear),
      label: withSelected(labels, filter.label),
    },
    total,
  };
}
