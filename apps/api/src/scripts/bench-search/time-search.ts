import type { z } from 'zod';
import { PublicProjectsQuerySchema } from '@registry/contract/projects/public-projects';
import { PROJECT_SECTORS } from '@registry/contract/projects/project-enums';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { projects } from '../../db/schema/projects';
import { searchPublicProjects } from '../../modules/public-projects/search-public-projects';
import { NAME_WORDS, pick, seededRandom, type BenchReferences } from './generate-projects';

type PublicProjectsQueryInput = z.input<typeof PublicProjectsQuerySchema>;

/** The filters visitors use, in turn: a word, a word and a country, two facets, ... */
const KINDS = [
  'word',
  'word + country',
  'standard + sector',
  'no filter',
  'word, page 2',
  'vintage',
  'word + 2 vintages',
] as const;
type Kind = (typeof KINDS)[number];

function makeSearches(refs: BenchReferences, count: number) {
  const random = seededRandom(7);
  return Array.from({ length: count }, (_, i) => {
    const kind: Kind = KINDS[i % KINDS.length] ?? 'word';
    const search = pick(random, NAME_WORDS);
    const year = () => 2012 + Math.floor(random() * 13);
    const query: PublicProjectsQueryInput =
      kind === 'word + country'
        ? { search, country: String(pick(random, refs.countryIds)) }
        : kind === 'standard + sector'
          ? {
              standard: String(pick(random, refs.standardIds)),
              sector: pick(random, PROJECT_SECTORS),
            }
          : kind === 'no filter'
            ? {}
            : kind === 'vintage'
              ? { vintage: String(year()) }
              : kind === 'word + 2 vintages'
                ? { search, vintage: `${year()},${year()}` }
                : { search };
    return { kind, query };
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;

/**
 * Times the app's search of the public list (a page of 20, its total and
 * every facet's counts, as GET /api/public/projects answers them) over
 * `runs` searches, and prints p50 and p95 overall and per kind of filter.
 */
export async function timeSearches(
  { db, versionOf }: Pick<Database, 'db' | 'versionOf'>,
  refs: BenchReferences,
  runs: number,
): Promise<void> {
  const searches = makeSearches(refs, runs);
  const search = (query: PublicProjectsQueryInput) =>
    searchPublicProjects({
      ctx: { db, lng: 'en', versionOf },
      input: PublicProjectsQuerySchema.parse(query),
    });
  // Warm-up: the plans and the buffer cache, as a running server has them.
  for (const { query } of searches.slice(0, KINDS.length)) await search(query);
  const times = new Map<string, number[]>();
  const record = (label: string, value: number) =>
    times.set(label, [...(times.get(label) ?? []), value]);
  let matched = 0;
  for (const { kind, query } of searches) {
    if (kind === 'word, page 2') {
      query.cursor = (await search(query)).nextCursor ?? undefined;
    }
    const started = performance.now();
    const answer = await search(query);
    const took = performance.now() - started;
    matched += answer.total;
    if (answer.projects.length === 0 && kind === 'word') {
      throw new Error(`The search "${kind}" found nothing: the generated data is wrong`);
    }
    record('search with facets', took);
    record(`  ${kind}`, took);
  }
  console.log(
    `\nsearch with facets (searchPublicProjects), ${runs} runs (mean ${Math.round(matched / runs).toLocaleString('en')} matches):`,
  );
  console.log(`  ${''.padEnd(26)}      p50        p95`);
  for (const [label, list] of times) {
    const sorted = [...list].sort((a, b) => a - b);
    console.log(
      `  ${label.padEnd(26)} ${ms(percentile(sorted, 50))} ${ms(percentile(sorted, 95))}  (${list.length})`,
    );
  }
  // A project changes: the next search rebuilds the facet index of the new version.
  const [changed] = await db
    .update(projects)
    .set({ updatedAt: new Date() })
    .where(eq(projects.id, sql`(select min(id) from ${projects})`))
    .returning({ id: projects.id });
  const started = performance.now();
  await search({});
  console.log(
    `  first search after project ${changed?.id} changed (facet index rebuilt): ${ms(performance.now() - started).trim()}`,
  );
}
