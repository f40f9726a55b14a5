import type pg from 'pg';
import { PUBLIC_PROJECT_STATES } from '@registry/contract/projects/project-enums';
import { normalizeForSearch } from '../../modules/projects/project-search-text';

/**
 * What a public search asks (DESIGN.md 4.2, public list): the text, matched
 * accent-insensitively against search_text, and the facet filters. This SQL
 * stands in for the public-projects module's search action, so the benchmark
 * does not depend on it.
 */
export interface BenchSearch {
  text: string;
  standardId?: number;
  countryId?: number;
  sector?: string;
  /** The last row of the previous page: the keyset cursor (name, id). */
  after?: { name: string; id: number };
}

export const PAGE_SIZE = 20;

/** `%`, `_` and `\` in a user's text are matched literally by ILIKE. */
function likePattern(text: string): string {
  return `%${normalizeForSearch(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The WHERE clause and its parameters shared by the page, the facets and the CSV. */
export function whereOf(search: BenchSearch, alias = ''): { where: string; params: unknown[] } {
  const a = alias ? `${alias}.` : '';
  const params: unknown[] = [PUBLIC_PROJECT_STATES];
  const clauses = [`${a}state = ANY($1::text[])`];
  const add = (clause: (n: number) => string, value: unknown) => {
    params.push(value);
    clauses.push(clause(params.length));
  };
  if (search.text.trim()) add((n) => `${a}search_text ILIKE $${n}`, likePattern(search.text));
  if (search.standardId !== undefined) add((n) => `${a}standard_id = $${n}`, search.standardId);
  if (search.countryId !== undefined) add((n) => `${a}country_id = $${n}`, search.countryId);
  if (search.sector !== undefined) add((n) => `${a}sector = $${n}`, search.sector);
  return { where: clauses.join(' AND '), params };
}

export interface PageRow {
  id: number;
  name: string;
  code: string;
  state: string;
}

/** One keyset page of 20, by name then id. */
export async function searchPage(client: pg.Pool, search: BenchSearch): Promise<PageRow[]> {
  const { where, params } = whereOf(search);
  let keyset = '';
  if (search.after) {
    params.push(search.after.name, search.after.id);
    keyset = ` AND (name, id) > ($${params.length - 1}, $${params.length})`;
  }
  const result = await client.query<PageRow>(
    `SELECT id, name, code, state FROM projects WHERE ${where}${keyset}
     ORDER BY name, id LIMIT ${PAGE_SIZE}`,
    params,
  );
  return result.rows;
}

export interface FacetRow {
  facet: string;
  value: string | null;
  count: number;
}

/**
 * The count of every facet value over the matching rows, in one scan
 * (GROUPING SETS): standard, country, sector, type, state, methodology and the
 * three labels.
 */
export async function searchFacets(client: pg.Pool, search: BenchSearch): Promise<FacetRow[]> {
  const { where, params } = whereOf(search);
  const result = await client.query<FacetRow>(
    `SELECT CASE
         WHEN GROUPING(standard_id) = 0 THEN 'standard'
         WHEN GROUPING(country_id) = 0 THEN 'country'
         WHEN GROUPING(sector) = 0 THEN 'sector'
         WHEN GROUPING(type) = 0 THEN 'type'
         WHEN GROUPING(state) = 0 THEN 'state'
         WHEN GROUPING(methodology_id) = 0 THEN 'methodology'
         WHEN GROUPING(is_ccp_approved) = 0 THEN 'ccp'
         WHEN GROUPING(is_corsia_eligible) = 0 THEN 'corsia'
         ELSE 'article6' END AS facet,
       COALESCE(standard_id::text, country_id::text, sector, type, state, methodology_id::text,
         is_ccp_approved::text, is_corsia_eligible::text, is_article6_authorized::text) AS value,
       count(*)::int AS count
     FROM projects WHERE ${where}
     GROUP BY GROUPING SETS ((standard_id), (country_id), (sector), (type), (state),
       (methodology_id), (is_ccp_approved), (is_corsia_eligible), (is_article6_authorized))`,
    params,
  );
  return result.rows;
}

/** The columns of the public CSV, over every matching row, ordered as the list. */
export function csvQuery(search: BenchSearch): { text: string; values: unknown[] } {
  const { where, params } = whereOf(search, 'p');
  return {
    text: `SELECT p.code, p.name, p.state, s.description AS standard, c.code AS country,
             p.sector, p.type, p.latitude, p.longitude, p.is_ccp_approved,
             p.is_corsia_eligible, p.is_article6_authorized
           FROM projects p
           LEFT JOIN standards s ON s.id = p.standard_id
           LEFT JOIN countries c ON c.id = p.country_id
           WHERE ${where}
           ORDER BY p.name, p.id`,
    values: params,
  };
}
