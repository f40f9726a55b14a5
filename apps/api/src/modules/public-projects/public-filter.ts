import { and, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { ProjectLabel } from '@registry/contract/projects/project-enums';
import { PUBLIC_PROJECT_STATES } from '@registry/contract/projects/project-enums';
import type {
  PublicProjectFacet,
  PublicProjectsFilter,
} from '@registry/contract/projects/public-projects';
import { issuances } from '../../db/schema/issuances';
import { projects } from '../../db/schema/projects';
import { normalizeForSearch } from '../projects/project-search-text';

/** The boolean column of each label. */
export const LABEL_COLUMNS = {
  ccp: projects.isCcpApproved,
  corsia: projects.isCorsiaEligible,
  article6: projects.isArticle6Authorized,
} as const satisfies Record<ProjectLabel, unknown>;

/** The projects with an issuance of any of the vintages. */
function hasVintage(vintages: number[]): SQL {
  return sql`exists (select 1 from ${issuances} where ${issuances.projectId} = ${projects.id} and ${inArray(issuances.vintage, vintages)})`;
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

/**
 * The conditions of a filter: always the public states only; every search
 * word somewhere in search_text; per facet any of its values (a vintage: an
 * issuance of that year). `except` leaves
 * one facet out (its own counts).
 */
export function filterConditions(
  filter: Omit<PublicProjectsFilter, 'sort'>,
  except?: PublicProjectFacet,
): SQL {
  const conditions: (SQL | undefined)[] = [
    inArray(projects.state, [...PUBLIC_PROJECT_STATES]),
    ...searchWords(filter.search).map((word) => like(projects.searchText, containsPattern(word))),
  ];
  const has = <T>(facet: PublicProjectFacet, values: T[] | undefined): values is T[] =>
    facet !== except && values !== undefined && values.length > 0;
  if (has('standard', filter.standard))
    conditions.push(inArray(projects.standardId, filter.standard));
  if (has('country', filter.country)) conditions.push(inArray(projects.countryId, filter.country));
  if (has('methodology', filter.methodology))
    conditions.push(inArray(projects.methodologyId, filter.methodology));
  if (has('sector', filter.sector)) conditions.push(inArray(projects.sector, filter.sector));
  if (has('type', filter.type)) conditions.push(inArray(projects.type, filter.type));
  if (has('state', filter.state)) conditions.push(inArray(projects.state, filter.state));
  if (has('vintage', filter.vintage)) conditions.push(hasVintage(filter.vintage));
  if (has('label', filter.label)) {
    conditions.push(or(...filter.label.map((label) => eq(LABEL_COLUMNS[label], true))));
  }
  return and(...conditions) ?? sql`true`;
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
