// npm run bench:search [-- --n 100000 --runs 50 --trgm --keep]: the public
// search on PostgreSQL. Builds a registry of N public projects (random
// standard, country, sector, type, state, labels, names and descriptions;
// search_text by the app's own normalizer), then times a search with its facet
// counts and a keyset page of 20 (p50/p95 over the runs), and the memory of
// streaming the CSV of every row from a cursor through csv-stringify.
// DATABASE_URL names the database to use (its earlier BENCH- projects are
// replaced); unset, a database registry_bench is made on
// postgres://postgres@127.0.0.1:5432 and dropped at the end (--keep keeps it).
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { stringify } from 'csv-stringify';
import pg from 'pg';
import Cursor from 'pg-cursor';
import { PROJECT_SECTORS } from '@registry/contract/projects/project-enums';
import { openDatabase } from '../db/client';
import { seedDatabase } from '../seed/seed-database';
import {
  NAME_WORDS,
  insertProjects,
  loadReferences,
  pick,
  seededRandom,
  type BenchReferences,
} from './bench-search/generate-projects';
import { csvQuery, searchFacets, searchPage, type BenchSearch } from './bench-search/search-query';

const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DB = 'registry_bench';

const { values } = parseArgs({
  options: {
    n: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '50' },
    trgm: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const n = Number(values.n);
const runs = Number(values.runs);
if (!Number.isInteger(n) || n < 1 || !Number.isInteger(runs) || runs < 1) {
  console.error('--n and --runs must be positive whole numbers');
  process.exit(2);
}

async function adminQuery(serverUrl: string, query: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

/** The database to run on: DATABASE_URL, or a fresh registry_bench. */
async function prepareDatabase(): Promise<{ url: string; drop: (() => Promise<void>) | null }> {
  const given = process.env.DATABASE_URL?.trim();
  if (given) return { url: given, drop: null };
  await adminQuery(DEFAULT_SERVER, `DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  await adminQuery(DEFAULT_SERVER, `CREATE DATABASE ${BENCH_DB}`);
  const url = new URL(DEFAULT_SERVER);
  url.pathname = `/${BENCH_DB}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(DEFAULT_SERVER, `DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`),
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).padStart(6)} MB`;

/** The searches a visitor makes: a word, a word and a country, two facets, nothing, a next page. */
function makeSearches(
  refs: BenchReferences,
  count: number,
): { kind: string; search: BenchSearch }[] {
  const random = seededRandom(7);
  const kinds = ['word', 'word + country', 'standard + sector', 'no filter', 'word, page 2'];
  return Array.from({ length: count }, (_, i) => {
    const kind = kinds[i % kinds.length] ?? 'word';
    const word = pick(random, NAME_WORDS);
    const search: BenchSearch =
      kind === 'word + country'
        ? { text: word, countryId: pick(random, refs.countryIds) }
        : kind === 'standard + sector'
          ? {
              text: '',
              standardId: pick(random, refs.standardIds),
              sector: pick(random, PROJECT_SECTORS),
            }
          : kind === 'no filter'
            ? { text: '' }
            : { text: word };
    return { kind, search };
  });
}

async function timeSearches(pool: pg.Pool, refs: BenchReferences): Promise<void> {
  const searches = makeSearches(refs, runs);
  // Warm-up: the plans and the buffer cache, as a running server has them.
  for (const { search } of searches.slice(0, 3)) {
    await searchPage(pool, search);
    await searchFacets(pool, search);
  }
  const times = new Map<string, number[]>();
  const record = (label: string, value: number) =>
    times.set(label, [...(times.get(label) ?? []), value]);
  let matched = 0;
  for (const { kind, search } of searches) {
    if (kind === 'word, page 2') {
      const first = await searchPage(pool, search);
      const last = first.at(-1);
      if (last) search.after = { name: last.name, id: last.id };
    }
    const started = performance.now();
    const page = await searchPage(pool, search);
    const pageDone = performance.now();
    const facets = await searchFacets(pool, search);
    const done = performance.now();
    matched += facets.filter((f) => f.facet === 'state').reduce((sum, f) => sum + f.count, 0);
    if (page.length === 0 && kind !== 'word + country') {
      throw new Error(`The search "${kind}" found nothing: the generated data is wrong`);
    }
    record('page of 20', pageDone - started);
    record('facet counts', done - pageDone);
    record('search (page + facets)', done - started);
    record(`  ${kind}`, done - started);
  }
  console.log(
    `\nsearch over ${n.toLocaleString('en')} projects, ${runs} runs (mean ${Math.round(matched / runs).toLocaleString('en')} matches):`,
  );
  console.log(`  ${''.padEnd(26)}      p50        p95`);
  for (const [label, list] of times) {
    const sorted = [...list].sort((a, b) => a - b);
    console.log(
      `  ${label.padEnd(26)} ${ms(percentile(sorted, 50))} ${ms(percentile(sorted, 95))}`,
    );
  }
}

async function measureCsv(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  const query = csvQuery({ text: '' });
  const baseline = process.memoryUsage();
  let peakRss = baseline.rss;
  let peakHeap = baseline.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  };
  const sampler = setInterval(sample, 20);
  let rows = 0;
  let bytes = 0;
  const started = performance.now();
  try {
    const cursor = client.query(new Cursor<Record<string, unknown>>(query.text, query.values));
    async function* readAll() {
      for (;;) {
        const batch = await cursor.read(1000);
        if (batch.length === 0) break;
        rows += batch.length;
        sample();
        yield* batch;
      }
      await cursor.close();
    }
    await pipeline(
      Readable.from(readAll()),
      stringify({ header: true }),
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          done();
        },
      }),
    );
  } finally {
    clearInterval(sampler);
    client.release();
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`\nCSV of every public project, streamed from a cursor through csv-stringify:`);
  console.log(
    `  ${rows.toLocaleString('en')} rows, ${mb(bytes).trim()} in ${seconds.toFixed(2)} s (${Math.round(rows / seconds).toLocaleString('en')} rows/s)`,
  );
  console.log(
    `  RSS  ${mb(baseline.rss)} before, peak ${mb(peakRss)} (+${mb(peakRss - baseline.rss).trim()})`,
  );
  console.log(
    `  heap ${mb(baseline.heapUsed)} before, peak ${mb(peakHeap)} (+${mb(peakHeap - baseline.heapUsed).trim()})`,
  );
}

const { url, drop } = await prepareDatabase();
console.log(
  `search benchmark on ${new URL(url).host}${new URL(url).pathname}, N = ${n.toLocaleString('en')}`,
);
const database = await openDatabase({ url });
await seedDatabase(database.db, 'accounts');
await database.close();

const pool = new pg.Pool({ connectionString: url, max: 2 });
try {
  await pool.query(`DELETE FROM projects WHERE code LIKE 'BENCH-%'`);
  const refs = await loadReferences(pool);
  const generating = performance.now();
  let lastReport = 0;
  await insertProjects(pool, refs, n, seededRandom(42), (done) => {
    if (done - lastReport >= 20_000 || done === n) {
      lastReport = done;
      process.stdout.write(`  generated ${done.toLocaleString('en')}\r`);
    }
  });
  if (values.trgm) {
    await pool.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await pool.query(
      'CREATE INDEX IF NOT EXISTS bench_projects_search_trgm ON projects USING gin (search_text gin_trgm_ops)',
    );
  }
  await pool.query('ANALYZE projects');
  process.stdout.write('\n');
  console.log(
    `generated ${n.toLocaleString('en')} projects in ${((performance.now() - generating) / 1000).toFixed(1)} s` +
      (values.trgm ? ' (with a pg_trgm GIN index on search_text)' : ' (no index on search_text)'),
  );
  await timeSearches(pool, refs);
  await measureCsv(pool);
} finally {
  await pool.end();
  if (drop && !values.keep) await drop();
}
