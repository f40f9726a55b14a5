import type { PGlite } from '@electric-sql/pglite';
import { fromPglite, PgBoss, type ConstructorOptions } from 'pg-boss';

/** The schema pg-boss keeps its queues and jobs in (decision 043). */
export const JOB_SCHEMA = 'pgboss';

/** Where the jobs live: the process's own PGlite, or a PostgreSQL server. */
export type JobConnection = { pglite: PGlite } | { url: string };

/** pg-boss's options for a connection: PGlite through its adapter, PostgreSQL through a small pool of its own. */
export function jobConnectionOptions(connection: JobConnection): ConstructorOptions {
  if ('pglite' in connection) {
    return { db: fromPglite(connection.pglite), backend: 'pglite', schema: JOB_SCHEMA };
  }
  return { connectionString: connection.url, max: 2, schema: JOB_SCHEMA };
}

/**
 * Creates pg-boss's schema, or migrates it to the installed version, as the
 * tables' owner and beside the registry's own migrations; the API's runtime
 * role then only reads and writes it (runtime-role.sql).
 */
export async function installJobSchema(connection: JobConnection): Promise<void> {
  const boss = new PgBoss({
    ...jobConnectionOptions(connection),
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  let failure: unknown = null;
  boss.on('error', (error) => {
    failure = error;
  });
  await boss.start();
  await boss.stop({ graceful: false, close: true });
  if (failure) throw failure;
}
