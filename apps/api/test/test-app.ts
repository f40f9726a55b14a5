import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Writable } from 'node:stream';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { seedDatabase } from '../src/seed/seed-database';
import { generateKeys, type Keys } from '../src/lib/keys';
import type { SeedMode } from './global-setup';

export const PLATFORM_ID = 'carbon-registry-test';
export const HEADERS = { platform: PLATFORM_ID, lng: 'en' } as const;

/** Server to run the suite on when set (npm test sets it for the PostgreSQL run). */
const serverUrl = process.env.TEST_DATABASE_URL ?? '';

/** The run's migrated and seeded database of a seed mode (test/global-setup.ts), if any. */
function templateOf(seed: SeedMode): string | undefined {
  return inject('databaseTemplates')?.[seed];
}

/** A PGlite dump file read once per test file and seed mode. */
const dumps = new Map<string, Blob>();
function dumpAt(file: string): Blob {
  let dump = dumps.get(file);
  if (!dump) {
    dump = new Blob([readFileSync(file)]);
    dumps.set(file, dump);
  }
  return dump;
}

async function createServerDatabase(
  template: string | undefined,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `registry_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Grants a role what db/runtime-role.sql says, as the owner; answers the URL to connect as it. */
async function grantRuntimeRole(ownerUrl: string, role: string): Promise<string> {
  const grants = readFileSync(path.join(import.meta.dirname, '../src/db/runtime-role.sql'), 'utf8');
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  try {
    await owner.query(grants.replaceAll('registry_app', role));
  } finally {
    await owner.end();
  }
  const url = new URL(ownerUrl);
  url.username = role;
  url.password = '';
  return url.toString();
}

/** The configuration a test app runs with: quiet timers, high rate limits, every request logged. */
export function testConfig(
  dataDir: string,
  options: { webDist?: string; config?: Partial<AppConfig> } = {},
): AppConfig {
  const defaults = loadConfig({});
  const config: AppConfig = {
    ...defaults,
    dataDir,
    platformId: PLATFORM_ID,
    logLevel: 'info',
    webDist: options.webDist ?? path.join(import.meta.dirname, 'no-web-dist'),
    publicUrl: 'http://registry.test',
    // A real ALTCHA challenge, cheap enough to solve in a test.
    captcha: { ...defaults.captcha, cost: 1, maxCounter: 20 },
    // High limits, so only the tests about limits meet them (they set their own).
    rateLimits: {
      login: { max: 1000, timeWindow: 60_000 },
      recovery: { max: 1000, timeWindow: 60_000 },
      registration: { max: 1000, timeWindow: 60_000 },
      comment: { max: 1000, timeWindow: 60_000 },
    },
    // The log's sequencer runs when a test calls it (sequenceLog), unless a test sets an interval.
    log: { ...defaults.log, origin: 'registry.test/log', sequenceIntervalMs: 0 },
    // Likewise the reconciliation job (app.reconciliation.run()).
    reconcileIntervalMs: 0,
    // The markets answer at once, and their moves settle when a test calls app.markets.settle().
    markets: { ...defaults.markets, sandboxDelayMs: 0, moveIntervalMs: 0 },
    // Webhook tests deliver to receivers on this machine, on either database.
    webhookPrivateAddresses: 'allow',
    // Every request in the log: tests read it.
    requestLog: { samplePercent: 100, slowMs: defaults.requestLog.slowMs },
    ...options.config,
  };
  return config;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  keys: Keys;
  /** Every log line the app wrote. */
  logs: string[];
  /** This app's data directory (its mail lands in outbox/ under it). */
  dataDir: string;
  /** PostgreSQL: the database's URL, for a second instance on it; '' on PGlite. */
  databaseUrl: string;
  close(): Promise<void>;
}

/**
 * A fresh database (in-memory PGlite, or a new database on the PostgreSQL
 * server when TEST_DATABASE_URL is set), migrated and seeded, and the app on it.
 */
export async function createTestApp(
  options: {
    seed?: 'demo' | 'accounts' | 'none';
    webDist?: string;
    config?: Partial<AppConfig>;
    /**
     * PostgreSQL only: the API serves as this role, which owns no table and
     * holds only what db/runtime-role.sql grants; migrations run as the owner.
     */
    runtimeRole?: string;
  } = {},
): Promise<TestApp> {
  const seed = options.seed ?? 'demo';
  const template = templateOf(seed);
  const server = serverUrl ? await createServerDatabase(template) : null;
  const runtimeUrl =
    server && options.runtimeRole ? await grantRuntimeRole(server.url, options.runtimeRole) : '';
  const database = await openDatabase({
    url: runtimeUrl || (server?.url ?? ''),
    migrationUrl: server?.url,
    template: !serverUrl && template ? dumpAt(template) : undefined,
  });
  // A copy of the template is migrated and seeded already.
  if (!template) await seedDatabase(database.db, seed);
  const keys = generateKeys();
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'registry-test-'));
  const config = testConfig(dataDir, options);
  const app = await buildApp({ config, database, keys, logStream });
  await app.ready();
  return {
    app,
    database,
    keys,
    logs,
    dataDir,
    databaseUrl: server?.url ?? '',
    close: async () => {
      await app.close();
      await server?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
