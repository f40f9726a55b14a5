import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { eq, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockEmbeddedDatabase, type EmbeddedLock } from './embedded-lock';
import { installJobSchema, type JobConnection } from './job-schema';
import * as schema from './schema/index';
import { dataVersions, type DataVersionName } from './schema/data-versions';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Where the jobs' queues live (decision 043): this database, through pg-boss. */
  jobConnection: JobConnection;
  /**
   * The version of what the API keeps in memory under a name (decision 038),
   * as it is when the call is made: any change committed before it gives
   * another version. PGlite's counts the notices of this process's one
   * database; PostgreSQL's reads data_versions (other instances write too).
   */
  versionOf(name: DataVersionName): Promise<string>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  /** PostgreSQL connection string; empty for PGlite. */
  url: string;
  /**
   * PostgreSQL: the tables' owner, who runs the migrations when the API serves
   * as another role (MIGRATION_DATABASE_URL); empty or absent means `url`.
   */
  migrationUrl?: string;
  /** False opens the database as it is (npm run verify-db); by default it is migrated first. */
  isMigrating?: boolean;
  /** The most connections the PostgreSQL pool opens (DATABASE_POOL_MAX, 10 unless given). */
  poolMax?: number;
  /** PGlite data directory; undefined keeps it in memory. */
  dataDir?: string;
  /**
   * An in-memory PGlite starts from this dump of a data directory
   * (`dumpDataDir`) instead of an empty cluster: the tests' migrated and
   * seeded template, which saves initdb and the migrations per test database.
   */
  template?: Blob;
}

/** Opens the database, applies the migrations and returns it. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolMax ?? 10 });
    // An idle connection the server closes (a restart, a failover, DROP DATABASE
    // ... WITH (FORCE) in the tests) is an 'error' event on the pool: without a
    // listener it would crash the process. The pool replaces the connection.
    pool.on('error', (error) => {
      process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`);
    });
    const db = drizzlePg(pool, { schema });
    if (options.isMigrating !== false) await migrateServer(db, options);
    return {
      db: db as unknown as Db,
      driver: 'postgres',
      jobConnection: { url: options.url },
      versionOf: (name) => readDataVersion(db as unknown as Db, name),
      ping: () => pingDb(db as unknown as Db),
      close: () => pool.end(),
    };
  }
  // On disk, one process at a time (DatabaseLockedError otherwise); in memory, nothing to share.
  const lock = options.dataDir ? await lockDirectory(options.dataDir) : null;
  try {
    // pg_trgm: the public search's trigram index (migration 0011).
    const extensions = { pg_trgm };
    const client =
      options.template && !options.dataDir
        ? new PGlite({ loadDataDir: options.template, extensions })
        : new PGlite({ dataDir: options.dataDir, extensions });
    const db = drizzlePglite(client, { schema });
    if (options.isMigrating !== false) {
      await migratePglite(db, { migrationsFolder });
      await installJobSchema({ pglite: client });
    }
    const notices = await countNotices(client);
    return {
      db: db as unknown as Db,
      driver: 'pglite',
      jobConnection: { pglite: client },
      versionOf: async (name) => String(notices.get(name) ?? 0),
      ping: () => pingDb(db as unknown as Db),
      close: async () => {
        try {
          await client.close();
        } finally {
          await lock?.release();
        }
      },
    };
  } catch (error) {
    await lock?.release();
    throw error;
  }
}

/** Migrates as the owner's role when it is another one (a connection of its own, closed after). */
async function migrateServer(
  db: ReturnType<typeof drizzlePg<Schema>>,
  options: DatabaseOptions,
): Promise<void> {
  if (!options.migrationUrl || options.migrationUrl === options.url) {
    await migratePg(db, { migrationsFolder });
    await installJobSchema({ url: options.url });
    return;
  }
  const owner = new pg.Client({ connectionString: options.migrationUrl });
  await owner.connect();
  try {
    await migratePg(drizzlePg(owner, { schema }), { migrationsFolder });
  } finally {
    await owner.end();
  }
  await installJobSchema({ url: options.migrationUrl });
}

async function lockDirectory(dataDir: string): Promise<EmbeddedLock> {
  await mkdir(dataDir, { recursive: true });
  return lockEmbeddedDatabase(dataDir);
}

/** The version of a name in data_versions. */
async function readDataVersion(db: Db, name: DataVersionName): Promise<string> {
  const [row] = await db
    .select({ version: dataVersions.version })
    .from(dataVersions)
    .where(eq(dataVersions.name, name));
  return String(row?.version ?? 0);
}

/**
 * The notices of data_versions per name, counted as PGlite delivers them: with
 * the result of the statement that commits, so before the writer goes on.
 */
async function countNotices(client: PGlite): Promise<Map<string, number>> {
  const notices = new Map<string, number>();
  await client.listen('data_versions', (name) => notices.set(name, (notices.get(name) ?? 0) + 1));
  return notices;
}

async function pingDb(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
