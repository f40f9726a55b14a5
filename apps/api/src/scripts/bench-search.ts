// npm run bench:search [-- --n 100000 --blocks 10000000 --runs 50 --keep]: the
// public search on PostgreSQL (DESIGN.md 7), through the app's own actions.
// Builds a registry of N public projects (random standard, country,
// methodology, sector, type, state, labels, names and descriptions;
// search_text by the app's own normalizer), 1 to 4 issuances of consecutive
// vintages for each project in an issued state (about half of them), and
// --blocks blocks partitioning those issuances (10,000,000 by default: 3 to
// 4 minutes of the run on a busy 2-core machine; --blocks 0 skips them, as
// the search never reads them). Then times the list's search
// (searchPublicProjects: a keyset page of 20, the total and every facet's
// counts) over a mix of visitors' filters (p50/p95 over the runs), and the
// memory of streaming the CSV of every project (exportPublicProjectsCsv).
// DATABASE_URL names the database to use (its earlier BENCH- projects are
// replaced); unset, a database registry_bench is made on
// postgres://postgres@127.0.0.1:5432 and dropped at the end (--keep keeps it).
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { seedDatabase } from '../seed/seed-database';
import { deleteBenchRegistry, insertBlocks, insertIssuances } from './bench-search/generate-ledger';
import { insertProjects, loadReferences, seededRandom } from './bench-search/generate-projects';
import { measureCsv } from './bench-search/measure-csv';
import { timeSearches } from './bench-search/time-search';

const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DB = 'registry_bench';

const { values } = parseArgs({
  options: {
    n: { type: 'string', default: '100000' },
    blocks: { type: 'string', default: '10000000' },
    runs: { type: 'string', default: '50' },
    keep: { type: 'boolean', default: false },
  },
});
const n = Number(values.n);
const blockCount = Number(values.blocks);
const runs = Number(values.runs);
if (
  !Number.isInteger(n) ||
  n < 1 ||
  !Number.isInteger(runs) ||
  runs < 1 ||
  !Number.isInteger(blockCount) ||
  blockCount < 0
) {
  console.error('--n and --runs must be positive whole numbers, --blocks a whole number');
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

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const progress = (label: string, every: number) => {
  let last = 0;
  return (done: number) => {
    if (done - last >= every) {
      last = done;
      process.stdout.write(`  ${label} ${done.toLocaleString('en')}\r`);
    }
  };
};

const { url, drop } = await prepareDatabase();
console.log(
  `search benchmark on ${new URL(url).host}${new URL(url).pathname}, N = ${n.toLocaleString('en')}`,
);
const database = await openDatabase({ url });
await seedDatabase(database.db, 'accounts');

const pool = new pg.Pool({ connectionString: url, max: 2 });
try {
  await deleteBenchRegistry(pool);
  const refs = await loadReferences(pool);
  let started = performance.now();
  await insertProjects(pool, refs, n, seededRandom(42), progress('projects', 20_000));
  const issued = await insertIssuances(pool, refs);
  console.log(
    `generated ${n.toLocaleString('en')} projects and ${issued.toLocaleString('en')} issuances in ${seconds(started)}`,
  );
  started = performance.now();
  const blocks = await insertBlocks(pool, refs, blockCount, progress('blocks', 500_000));
  console.log(`generated ${blocks.toLocaleString('en')} blocks in ${seconds(started)}`);
  await pool.query('VACUUM ANALYZE projects');
  await pool.query('VACUUM ANALYZE issuances');
  await pool.query('VACUUM ANALYZE blocks');
  const indexes = await pool.query<{ indexname: string }>(
    `SELECT indexname FROM pg_indexes WHERE tablename IN ('projects', 'issuances') ORDER BY 1`,
  );
  console.log(`indexes: ${indexes.rows.map((row) => row.indexname).join(', ')}`);
  await timeSearches(database, refs, runs);
  await measureCsv(database.db);
} finally {
  await pool.end();
  await database.close();
  if (drop && !values.keep) await drop();
}
