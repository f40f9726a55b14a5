// npm run bench:api [-- --db pglite|postgres|both --duration 5 --connections 16,64]:
// the public calls of the API under load (DESIGN.md 7, issue 24), measured
// with autocannon against the API as npm start runs it (the demo registry on
// a fresh data directory): reference data, the project list's first page, a
// project's page, the transparency log's checkpoint and a page of its entries.
// Prints requests/s, p50 and p99 at each number of connections, on the
// embedded database (PGlite) and on PostgreSQL (BENCH_DATABASE_URL names the
// server; a database registry_bench_api is made there and dropped at the end).
// The API and autocannon share this machine's cores, as a reverse proxy would.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { startApi } from './start-api.mjs';

const PLATFORM = { platform: 'carbon-registry' };
const BENCH_DB = 'registry_bench_api';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '16,64' },
    // Another checkout to measure (an earlier commit, with its own npm install).
    root: { type: 'string', default: path.resolve(import.meta.dirname, '..') },
  },
});
const root = path.resolve(values.root);
const duration = Number(values.duration);
const connectionCounts = values.connections.split(',').map(Number);
const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const apiScripts = JSON.parse(
  readFileSync(path.join(root, 'apps/api/package.json'), 'utf8'),
).scripts;
// npm start builds the API first (when the checkout has a build).
if (apiScripts.build) {
  execSync('npm run build --silent', { cwd: path.join(root, 'apps/api'), stdio: 'inherit' });
}

/** The calls measured, with a project and a log range of the demo registry. */
async function publicCalls(base) {
  const get = (url) => fetch(`${base}${url}`, { headers: PLATFORM }).then((r) => r.json());
  const list = await get('/api/public/projects');
  // The checkpoint is a signed note (C2SP): origin, size, root hash, signatures.
  const checkpoint = await fetch(`${base}/api/log/checkpoint`, { headers: PLATFORM }).then((r) =>
    r.text(),
  );
  const size = Number(checkpoint.split('\n')[1] ?? 1);
  return [
    ['reference data: countries', '/api/platform/country'],
    ['reference data: standards', '/api/platform/standard/actives'],
    ['project list, first page', '/api/public/projects'],
    ['a project page', `/api/public/projects/${list.projects[0].id}`],
    ['log checkpoint', '/api/log/checkpoint'],
    ['log entries (16)', `/api/log/entries?start=0&end=${Math.min(16, size)}`],
  ];
}

function run(url, connections) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers: PLATFORM }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function benchDatabase(label, databaseUrl) {
  const api = await startApi({
    root,
    env: { SEED: 'demo', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  });
  try {
    const calls = await publicCalls(api.base);
    console.log(`\n${label}, ${root}: ${duration} s per call and number of connections`);
    const rows = [];
    for (const [name, url] of calls) {
      await run(`${api.base}${url}`, connectionCounts[0]); // warm-up, not counted
      for (const connections of connectionCounts) {
        const result = await run(`${api.base}${url}`, connections);
        const failed = result.non2xx + result.errors + result.timeouts;
        rows.push({
          call: name,
          conn: connections,
          'req/s': Math.round(result.requests.average),
          'p50 ms': result.latency.p50,
          'p99 ms': result.latency.p99,
          ...(failed ? { failed } : {}),
        });
      }
    }
    console.table(rows);
  } finally {
    await api.stop();
  }
}

async function withPostgres(work) {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
  await admin.query(`create database ${BENCH_DB}`);
  const url = new URL(server);
  url.pathname = `/${BENCH_DB}`;
  try {
    await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
    await admin.end();
  }
}

if (values.db !== 'postgres') await benchDatabase('PGlite (embedded)');
if (values.db !== 'pglite') {
  await withPostgres((url) => benchDatabase(`PostgreSQL (${new URL(server).host})`, url));
}
