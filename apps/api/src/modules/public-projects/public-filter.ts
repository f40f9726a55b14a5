import { and, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { ProjectLabel } from '@registry/contract/projects/project-enums';
import { PUBLIC_PROJECT_STATES } from '@registry/contract/projects/project-enums';
import {
  PUBLIC_PROJECT_FACETS,
  type PublicProjectFacet,
  type PublicProjectsFilter,
} from '@registry/contract/projects/public-projects';
import { issuances } from '../../db/schema/issuances';
import { projects } from '../../db/schema/projects';
import { normalizeForSearch } from '../projects/project-search-text';

/** The column of each facet counted by a project's own value. */
export const GROUPED_FACET_COLUMNS = {
  standard: projects.standardId,
  country: projects.countryId,
  methodology: projects.methodologyId,
  sector: projects.sector,
  type: projects.type,
  state: projects.state,
} as const satisfies Partial<Record<PublicProjectFacet, unknown>>;

/** The boolean column of each label. */
const LABEL_COLUMNS = {
  ccp: projects.isCcpApproved,
  corsia: projects.isCorsiaEligible,
  article6: projects.isArticle6Authorized,
} as const satisfies Record<ProjectLabel, unknown>;

/**
 * The projects with an issuance of any of the vintages: an IN over the
 * issuances, which PostgreSQL hashes once per query (a semi-join in WHERE, a
 * hashed subplan in a select list) rather than probing per project.
 */
function hasVintage(vintages: number[]): SQL {
  return sql`${projects.id} in (select ${issuances.projectId} from ${issuances} where ${inArray(issuances.vintage, vintages)})`;
}

/** The text as a LIKE pattern that matches it anywhere, its own %, _ and \ taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The words of a search as search_text holds them (lower case, no accents). */
export function searchWords(search: string | undefined): string[] {
  return normalizeForSearch(search ?? '')
    .split(' ')
    .filter((word) => word !== '');
}

type Filter = Omit<PublicProjectsFilter, 'sort'>;

/** What every public search has: the public states only, every search word somewhere in search_text. */
export function baseConditions(filter: Filter): SQL {
  return (
    and(
      inArray(projects.state, [...PUBLIC_PROJECT_STATES]),
      ...searchWords(filter.search).map((word) => like(projects.searchText, containsPattern(word))),
    ) ?? sql`true`
  );
}

/** A facet's own condition: any of its chosen values (a vintage: an issuance of that year); none when none is chosen. */
function facetCondition(filter: Filter, facet: PublicProjectFacet): SQL | undefined {
  const values: unknown[] | undefined = filter[facet];
  if (!values?.length) return undefined;
  switch (facet) {
    case 'standard':
      return inArray(projects.standardId, filter.standard ?? []);
    case 'country':
      return inArray(projects.countryId, filter.country ?? []);
    case 'methodology':
      return inArray(projects.methodologyId, filter.methodology ?? []);
    case 'sector':
      return inArray(projects.sector, filter.sector ?? []);
    case 'type':
      return inArray(projects.type, filter.type ?? []);
    case 'state':
      return inArray(projects.state, filter.state ?? []);
    case 'vintage':
      return hasVintage(filter.vintage ?? []);
    case 'label':
      return or(...(filter.label ?? []).map((label) => eq(LABEL_COLUMNS[label], true)));
  }
}

/**
 * The conditions of a filter: the base conditions and per facet any of its
 * values. `except` leaves one facet out (its own counts).
 */
export function filterConditions(filter: Filter, except?: PublicProjectFacet): SQL {
  const facets = PUBLIC_PROJECT_FACETS.filter((facet) => facet !== except);
  return (
    and(baseConditions(filter), ...facets.map((facet) => facetCondition(filter, facet))) ??
    sql`true`
  );
}

/** The labels a project carries, from its three flags. */
export function labelsOf(row: {
  isCcpApproved: boolean;
  isCorsiaEligible: boolean;
  isArticle6Authorized: boolean;
}): ProjectLabel[] {
  const labels: ProjectLabel[] = [];
  if (row.isCcpApproved) labels.push('ccp');
  if (row.isCorsiaEligible) labels.push('corsia');
  if (row.isArticle6Authorized) labels.push('article6');
  return labels;
}
