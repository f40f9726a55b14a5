import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { seedDatabase } from '../src/seed/seed-database';

export const SEED_MODES = ['demo', 'accounts', 'none'] as const;
export type SeedMode = (typeof SEED_MODES)[number];

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Per seed mode, a migrated and seeded database every test database is
     * copied from: a PGlite dump file, or a PostgreSQL template database name.
     */
    databaseTemplates: Partial<Record<SeedMode, string>>;
  }
}

/** Server the suite runs on when set (npm test sets it for the PostgreSQL run). */
const serverUrl = process.env.TEST_DATABASE_URL ?? '';

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** PGlite: one dump file per seed mode, in a directory removed at the end. */
async function pgliteTemplates(): Promise<{
  templates: Record<SeedMode, string>;
  remove: () => Promise<void>;
}> {
  const dir = mkdtempSync(path.join(tmpdir(), 'registry-db-templates-'));
  const templates = {} as Record<SeedMode, string>;
  for (const mode of SEED_MODES) {
    const database = await openDatabase({ url: '' });
    await seedDatabase(database.db, mode);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    const file = path.join(dir, `${mode}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    templates[mode] = file;
  }
  return { templates, remove: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** PostgreSQL: one template database per seed mode, dropped at the end. */
async function serverTemplates(): Promise<{
  templates: Record<SeedMode, string>;
  remove: () => Promise<void>;
}> {
  const suffix = randomBytes(4).toString('hex');
  const templates = {} as Record<SeedMode, string>;
  for (const mode of SEED_MODES) {
    const name = `registry_template_${suffix}_${mode}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString() });
    await seedDatabase(database.db, mode);
    await database.close();
    templates[mode] = name;
  }
  return {
    templates,
    remove: async () => {
      for (const name of Object.values(templates)) {
        await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    },
  };
}

/**
 * Migrates and seeds each seed mode's database once per run; createTestApp
 * copies it (a PGlite dump loaded in memory, or CREATE DATABASE ... TEMPLATE)
 * instead of migrating and seeding a new one for every test file.
 */
export default async function setup(project: TestProject) {
  const { templates, remove } = serverUrl ? await serverTemplates() : await pgliteTemplates();
  project.provide('databaseTemplates', templates);
  return remove;
}
