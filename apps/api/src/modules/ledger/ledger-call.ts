import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import type { MessageCode } from '../../i18n/messages';
import { claimedInItsCall, requestHashOf, type IdempotentCall } from './idempotency';

/** The SQLSTATE of a refusal raised by the ledger's SQL functions (ledger_refuse). */
const REFUSAL = 'RG400';

interface PgLikeError {
  code?: string;
  message?: string;
  detail?: string;
  hint?: string;
  cause?: unknown;
}

/** The database's refusal as the DomainError it stands for; anything else as it came. */
export function refusalOf(error: unknown): unknown {
  for (let e = error as PgLikeError | undefined; e; e = e.cause as PgLikeError | undefined) {
    if (e.code === REFUSAL && e.message) {
      const params = e.detail ? (JSON.parse(e.detail) as Record<string, string | number>) : {};
      return new DomainError(e.message as MessageCode, Number(e.hint ?? 400), params);
    }
  }
  return error;
}

interface Queryable {
  query: (
    config: string | { name: string; text: string; values: unknown[] },
    values?: unknown[],
  ) => Promise<{ rows: Record<string, unknown>[] }>;
}

/** An error PostgreSQL answered (it has a SQLSTATE): the connection is sound, unlike a lost one. */
const isServerError = (error: unknown): boolean =>
  typeof (error as PgLikeError | undefined)?.code === 'string';

/**
 * The call on a connection of the pool, prepared once per connection. A
 * refusal keeps the connection: Pool.query would hand its error to release()
 * and so close the connection on every refused movement, and its successor
 * would connect and prepare again (the churn showed under bench:ledger).
 */
async function callOnPool<T>(
  pool: pg.Pool,
  query: { name: string; text: string; values: unknown[] },
): Promise<T> {
  const connection = await pool.connect();
  let lost: Error | undefined;
  try {
    const { rows } = await connection.query<{ result: T }>(query);
    return rows[0]?.result as T;
  } catch (error) {
    if (!isServerError(error)) lost = error as Error;
    throw error;
  } finally {
    connection.release(lost);
  }
}

/**
 * One call of a ledger SQL function, in one round trip (DESIGN.md 4.3 "Cost"):
 * on PostgreSQL a named prepared statement on the pool (parsed and planned once
 * per connection), on PGlite the same text; inside a transaction (a test or the
 * seed passing one) through it. Answers the function's single jsonb value.
 */
export async function callLedgerFunction<T>(db: Db, name: string, values: unknown[]): Promise<T> {
  const placeholders = values.map((_, i) => `$${i + 1}`).join(', ');
  const text = `select ${name}(${placeholders}) as result`;
  const client = (db as unknown as { $client?: unknown }).$client;
  try {
    if (client instanceof pg.Pool) return await callOnPool<T>(client, { name, text, values });
    if (client && typeof (client as Queryable).query === 'function') {
      const { rows } = await (client as Queryable).query(text, values);
      return rows[0]?.result as T;
    }
    const call = sql`select ${sql.raw(name)}(${sql.join(
      // One parameter each, an array too (drizzle would spread a bare array into a list).
      values.map((value) => sql`${sql.param(value)}`),
      sql`, `,
    )}) as result`;
    const result = (await db.execute(call)) as unknown as {
      rows: { result: T }[];
    };
    return result.rows[0]?.result as T;
  } catch (error) {
    throw refusalOf(error);
  }
}

/**
 * The Idempotency-Key arguments of a movement function (owner, key, request
 * hash; nulls without a key): the function claims the key in its one statement.
 */
export function keyArgumentsOf(call: IdempotentCall | undefined): (string | null)[] {
  if (!call) return [null, null, null];
  claimedInItsCall(call);
  return [call.owner, call.key, requestHashOf(call.route, call.body)];
}
