// npm run bench:ledger [-- --seconds 20 --clients 8,32 --engines postgres,pglite --no-crash]
// DESIGN.md 7: the ledger under load through the real API, in its own process.
// Per engine: a fresh demo registry, 8 issuances of a certified project spread
// over the trading companies, then random transfers (splitting blocks) and
// conversions to kg from N concurrent clients: movements per second and
// p50/p95/p99 latency of the writes, the positions reads between them apart
// (count, p50/p95); how long the log takes to sign the backlog, and per ledger
// log event the time until a checkpoint covered it (p50/p95/max); where the
// machine's CPU went per movement (the API's process, PostgreSQL's processes
// when the server is on this machine, the bench's own clients); a run that
// SIGKILLs the API halfway, restarts it and retries every unanswered POST with
// its Idempotency-Key; and after all, every invariant of 4.3 and every
// movement reported by exactly one answer. On PostgreSQL, pgbench's TPC-B-like
// figure on the same server in the same run (when pgbench is installed) with
// the database's CPU per pgbench transaction, and a summary line per engine
// with its share of pgbench's tps.
// The server is postgres://postgres@127.0.0.1:5432 unless BENCH_SERVER_URL says.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { seedDatabase } from '../seed/seed-database';
import { ApiClient } from './bench-ledger/api-client';
import { ApiServer } from './bench-ledger/api-server';
import { checkRun, lastMovementId } from './bench-ledger/checks';
import { watchCpu, type CpuUsed } from './bench-ledger/cpu-usage';
import { signingLag } from './bench-ledger/log-lag';
import { pgbenchTps } from './bench-ledger/pgbench';
import { findCast, type BenchCast } from './bench-ledger/registry-setup';
import { summaryTable, type RunFigure } from './bench-ledger/summary';
import { percentile, runWorkload, type Trader } from './bench-ledger/workload';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    clients: { type: 'string', default: '8,32' },
    engines: { type: 'string', default: 'postgres,pglite' },
    'no-crash': { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const clientCounts = values.clients.split(',').map(Number);
const engines = values.engines.split(',');
const serverUrl = process.env.BENCH_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ISSUANCES = 8;
const TONNES_PER_ISSUANCE = 125_000;

async function admin(query: string, url = serverUrl): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

interface Engine {
  name: string;
  databaseUrl: string;
  dataDir: string;
  open: () => Promise<Database>;
  cleanup: () => Promise<void>;
}

async function prepareEngine(name: string): Promise<Engine> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'registry-bench-ledger-'));
  if (name === 'pglite') {
    return {
      name,
      databaseUrl: '',
      dataDir,
      open: () => openDatabase({ url: '', dataDir: path.join(dataDir, 'pglite') }),
      cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const database = `registry_bench_ledger_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return {
    name,
    databaseUrl: url.toString(),
    dataDir,
    open: () => openDatabase({ url: url.toString() }),
    cleanup: async () => {
      await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function must(ok: boolean, message: string): void {
  if (!ok) throw new Error(message);
}

/** Issues the project's credits and spreads them: every trader holds blocks of every issuance. */
async function stockTheLedger(
  server: ApiServer,
  cast: BenchCast,
  reported: Set<number>,
): Promise<Trader[]> {
  const certifier = new ApiClient(server.baseUrl);
  await certifier.logIn(cast.certifierEmail);
  const traders: Trader[] = [];
  for (const trader of cast.traders) {
    const client = new ApiClient(server.baseUrl);
    await client.logIn(trader.email);
    traders.push({ client, companyId: trader.companyId });
  }
  const owner = traders[0];
  must(
    owner !== undefined && traders.length >= 2,
    'the bench needs at least two trading companies',
  );
  for (let i = 0; i < ISSUANCES; i += 1) {
    const issued = await certifier.post('/api/platform/ledger/issue', {
      projectId: cast.projectId,
      vintage: 2019 + i,
      monitoringPeriod: 900 + i,
      quantity: TONNES_PER_ISSUANCE,
      bufferSharePercent: 0,
    });
    const serialId = issued.kind === 'answered' ? issued.body.serialId : null;
    must(typeof serialId === 'number', `the issuance failed: ${JSON.stringify(issued)}`);
    const share = Math.floor(TONNES_PER_ISSUANCE / traders.length);
    for (const receiver of traders.slice(1)) {
      const moved = await owner!.client.post('/api/platform/projectCompanyTransfer/transfer', {
        serialId,
        quantity: share,
        isKg: false,
        companyId: receiver.companyId,
      });
      const movementId = moved.kind === 'answered' ? moved.body.movementId : null;
      must(typeof movementId === 'number', `spreading failed: ${JSON.stringify(moved)}`);
      reported.add(movementId as number);
    }
  }
  return traders;
}

/** Seconds from now until the signed checkpoint stops growing (the log's backlog drained). */
async function logLag(baseUrl: string): Promise<{ seconds: number; size: number }> {
  const started = performance.now();
  let last = -1;
  let lastChange = started;
  for (;;) {
    const note = await (await fetch(`${baseUrl}/api/log/checkpoint`)).text();
    const size = Number(note.split('\n')[1] ?? 0);
    const now = performance.now();
    if (size !== last) {
      last = size;
      lastChange = now;
    } else if (now - lastChange > 1500) {
      return { seconds: (lastChange - started) / 1000, size };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

/** Where the machine's CPU went per movement made (the positions reads between moves included). */
function cpuPerMovement(cpu: CpuUsed, movements: number): string {
  const per = (ms: number | null) =>
    ms === null ? 'unknown' : `${(ms / movements).toFixed(2)} ms`;
  return (
    `CPU per movement (reads between moves included): API ${per(cpu.apiMs)}, ` +
    `database ${per(cpu.databaseMs)}, bench clients ${per(cpu.benchMs)}`
  );
}

/** The positions reads' count and p50/p95, said apart from the writes. */
const readsOf = (ms: number[]) =>
  `${ms.length} positions reads between them, p50 ${fmt(percentile(ms, 50))}, p95 ${fmt(percentile(ms, 95))}`;

async function benchEngine(name: string): Promise<{ ok: boolean; figures: RunFigure[] }> {
  console.log(`\n== ${name}`);
  const engine = await prepareEngine(name);
  let database = await engine.open();
  await seedDatabase(database.db, 'demo');
  const cast = await findCast(database.db);
  const before = await lastMovementId(database.db);
  await database.close();
  const server = new ApiServer({ databaseUrl: engine.databaseUrl, dataDir: engine.dataDir });
  const reported = new Set<number>();
  const figures: RunFigure[] = [];
  const windows: { clients: number; from: Date; to: Date }[] = [];
  try {
    await server.start();
    const traders = await stockTheLedger(server, cast, reported);
    console.log(`${traders.length} companies, ${ISSUANCES} issuances of ${TONNES_PER_ISSUANCE} t`);
    for (const clients of clientCounts) {
      const from = new Date();
      const watch = watchCpu(server.pid);
      const run = await runWorkload({ traders, clients, seconds });
      const cpu = watch.stop();
      windows.push({ clients, from, to: new Date() });
      run.movementIds.forEach((id) => reported.add(id));
      const lag = await logLag(server.baseUrl);
      const refused = [...run.refused].map(([code, n]) => `${code} ${n}`).join(', ') || 'none';
      const figure = {
        clients,
        movementsPerSecond: run.latencies.length / run.seconds,
        p95Ms: percentile(run.latencies, 95),
      };
      figures.push(figure);
      console.log(
        `${String(clients).padStart(2)} clients: ${figure.movementsPerSecond.toFixed(0)} movements/s, ` +
          `p50 ${fmt(percentile(run.latencies, 50))}, p95 ${fmt(figure.p95Ms)}, ` +
          `p99 ${fmt(percentile(run.latencies, 99))}; ${readsOf(run.readLatencies)}; ` +
          `refused (a block another client took first): ${refused}; ` +
          `log signed the backlog ${lag.seconds.toFixed(2)} s after the burst (${lag.size} leaves)`,
      );
      console.log(
        `${String(clients).padStart(2)} clients: ${cpuPerMovement(cpu, run.latencies.length)}`,
      );
    }
    if (!values['no-crash']) {
      const crash = await runWorkload({
        traders,
        clients: 8,
        seconds,
        midway: async () => {
          await server.kill();
          await server.start();
          for (const trader of traders) trader.client.baseUrl = server.baseUrl;
        },
      });
      crash.movementIds.forEach((id) => reported.add(id));
      let retriedSame = 0;
      for (const pending of crash.unanswered) {
        pending.client.baseUrl = server.baseUrl;
        const again = await pending.client.post(pending.path, pending.body, pending.key);
        const id = again.kind === 'answered' ? again.body.movementId : undefined;
        if (typeof id === 'number') {
          reported.add(id);
          retriedSame += 1;
        }
      }
      console.log(
        `SIGKILL halfway: ${crash.unanswered.length} POSTs unanswered, retried with their keys ` +
          `(${retriedSame} moved or answered their first answer, the rest refused)`,
      );
    }
  } finally {
    await server.stop();
  }
  database = await engine.open();
  for (const window of windows) {
    const lag = await signingLag(database.db, window.from, window.to);
    console.log(
      `${String(window.clients).padStart(2)} clients: log signing lag of ${lag.events} ledger events ` +
        `(created to first covering checkpoint) p50 ${fmt(lag.p50Ms)}, p95 ${fmt(lag.p95Ms)}, ` +
        `max ${fmt(lag.maxMs)}; unsigned ${lag.unsigned}`,
    );
  }
  const check = await checkRun(database.db, before, reported);
  await database.close();
  await engine.cleanup();
  const ok =
    check.violations.length === 0 && check.unreported.length === 0 && check.missing.length === 0;
  console.log(
    `invariants: ${check.violations.length === 0 ? 'hold' : check.violations.join('; ')}; ` +
      `movements reported by no answer: ${check.unreported.length}; reported but absent: ${check.missing.length}; ` +
      `${check.movements} movements, ${check.ledgerLogEvents} ledger log events`,
  );
  return { ok, figures };
}

let allOk = true;
const figuresByEngine = new Map<string, RunFigure[]>();
for (const name of engines) {
  const { ok, figures } = await benchEngine(name);
  figuresByEngine.set(name, figures);
  allOk = ok && allOk;
}
const pgbenchByClients = new Map<number, number>();
if (engines.includes('postgres')) {
  const database = `registry_bench_pgbench_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  try {
    for (const clients of clientCounts) {
      const run = await pgbenchTps(url.toString(), clients, seconds);
      if (run !== null) pgbenchByClients.set(clients, run.tps);
      const perTransaction =
        run && run.databaseMs !== null && run.transactions > 0
          ? `, database CPU ${(run.databaseMs / run.transactions).toFixed(2)} ms per transaction`
          : '';
      console.log(
        run === null
          ? 'pgbench is not installed: no TPC-B-like figure'
          : `pgbench TPC-B-like, ${clients} clients, same server: ${run.tps.toFixed(0)} tps${perTransaction}`,
      );
    }
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}
for (const line of summaryTable(figuresByEngine, pgbenchByClients)) console.log(line);
process.exit(allOk ? 0 : 1);
