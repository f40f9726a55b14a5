import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './client';

/**
 * The rows of a raw query (catalog reads the ORM does not model). Both drivers,
 * node-postgres and PGlite, answer `{ rows }`; the shared Db type cannot say so.
 */
export async function selectRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
