import { inArray } from 'drizzle-orm';
import { PUBLIC_PROJECT_STATES } from '@registry/contract/projects/project-enums';
import type { Db } from '../../db/client';
import { issuances } from '../../db/schema/issuances';
import type { LocalizedText } from '../../db/schema/localized';
import { methodologies, projects } from '../../db/schema/projects';
import { countries, standards } from '../../db/schema/reference';
import { GROUPED_FACET_COLUMNS } from './public-filter';

/** The facets counted by a project's own value. */
export type GroupedFacet = keyof typeof GROUPED_FACET_COLUMNS;
export const GROUPED_FACETS = Object.keys(GROUPED_FACET_COLUMNS) as GroupedFacet[];

/** The labels, as bits of FacetIndex.labels. */
export const LABEL_BITS = { ccp: 1, corsia: 2, article6: 4 } as const;

/** One grouped facet: each project's value as a code (-1: none) and the values by code. */
export interface GroupedColumn {
  codes: Int32Array;
  values: string[];
}

/**
 * The public projects' facet values in memory, by position (issue 24): what
 * the list's facet counts read, for any filter, in one pass over arrays
 * instead of a scan of the projects table. Built from the database at a
 * version of `public_projects` and kept while that version stays.
 */
export interface FacetIndex {
  size: number;
  positionOf: Map<number, number>;
  grouped: Record<GroupedFacet, GroupedColumn>;
  labels: Uint8Array;
  /** The distinct vintages of position p: vintages[vintageStart[p] .. vintageStart[p + 1]). */
  vintageStart: Int32Array;
  vintages: Int16Array;
  /** What the screen names a value by: a standard's code, a country's names, a methodology's code. */
  standardCodes: Map<string, string>;
  countryNames: Map<string, LocalizedText>;
  methodologyCodes: Map<string, string>;
}

/** Codes of the values of one column, in the order they are met. */
function encode(values: (string | number | null)[]): GroupedColumn {
  const byValue = new Map<string, number>();
  const codes = new Int32Array(values.length);
  values.forEach((value, position) => {
    if (value === null) {
      codes[position] = -1;
      return;
    }
    const key = String(value);
    let code = byValue.get(key);
    if (code === undefined) {
      code = byValue.size;
      byValue.set(key, code);
    }
    codes[position] = code;
  });
  return { codes, values: [...byValue.keys()] };
}

async function buildFacetIndex(db: Db): Promise<FacetIndex> {
  const [rows, pairs, standardRows, countryRows, methodologyRows] = await Promise.all([
    db
      .select({
        id: projects.id,
        ...GROUPED_FACET_COLUMNS,
        ccp: projects.isCcpApproved,
        corsia: projects.isCorsiaEligible,
        article6: projects.isArticle6Authorized,
      })
      .from(projects)
      .where(inArray(projects.state, [...PUBLIC_PROJECT_STATES])),
    db
      .selectDistinct({ projectId: issuances.projectId, vintage: issuances.vintage })
      .from(issuances)
      .orderBy(issuances.projectId, issuances.vintage),
    db.select({ id: standards.id, code: standards.code }).from(standards),
    db.select({ id: countries.id, name: countries.name }).from(countries),
    db.select({ id: methodologies.id, code: methodologies.code }).from(methodologies),
  ]);
  const positionOf = new Map(rows.map((row, position) => [row.id, position]));
  const grouped = Object.fromEntries(
    GROUPED_FACETS.map((facet) => [facet, encode(rows.map((row) => row[facet]))]),
  ) as Record<GroupedFacet, GroupedColumn>;
  const labels = Uint8Array.from(
    rows,
    (row) =>
      (row.ccp ? LABEL_BITS.ccp : 0) |
      (row.corsia ? LABEL_BITS.corsia : 0) |
      (row.article6 ? LABEL_BITS.article6 : 0),
  );
  // The pairs by position, in a compressed row layout.
  const vintageStart = new Int32Array(rows.length + 1);
  const kept = pairs.filter((pair) => positionOf.has(pair.projectId));
  for (const pair of kept) {
    const next = (positionOf.get(pair.projectId) as number) + 1;
    vintageStart[next] = (vintageStart[next] ?? 0) + 1;
  }
  for (let p = 0; p < rows.length; p += 1) {
    vintageStart[p + 1] = (vintageStart[p + 1] ?? 0) + (vintageStart[p] ?? 0);
  }
  const vintages = new Int16Array(kept.length);
  const filled = vintageStart.slice(0, rows.length);
  for (const pair of kept) {
    const position = positionOf.get(pair.projectId) as number;
    const at = filled[position] as number;
    vintages[at] = pair.vintage;
    filled[position] = at + 1;
  }
  return {
    size: rows.length,
    positionOf,
    grouped,
    labels,
    vintageStart,
    vintages,
    standardCodes: new Map(standardRows.map((row) => [String(row.id), row.code])),
    countryNames: new Map(countryRows.map((row) => [String(row.id), row.name])),
    methodologyCodes: new Map(methodologyRows.map((row) => [String(row.id), row.code])),
  };
}

const built = new WeakMap<Db, { version: string; index: Promise<FacetIndex> }>();

/**
 * The facet index of the database at this version of `public_projects`
 * (read before the call): built once per version, shared by concurrent
 * searches; a failed build is not kept.
 */
export function facetIndexAt(db: Db, version: string): Promise<FacetIndex> {
  const found = built.get(db);
  if (found?.version === version) return found.index;
  const entry = { version, index: buildFacetIndex(db) };
  built.set(db, entry);
  entry.index.catch(() => {
    if (built.get(db) === entry) built.delete(db);
  });
  return entry.index;
}
