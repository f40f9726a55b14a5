import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../src/db/client';
import type { TestApp } from '../test-app';

/*
 * A deterministic interleaving for the ledger's concurrency tests: the test
 * holds a block's row lock (FOR UPDATE, as a movement does) while requests
 * start, and lets each batch queue on that lock before the next starts; then
 * it lets them all go. PostgreSQL grants a row lock in the order its waiters
 * queued, so the first batch moves first and the later ones meet the block as
 * it left it. On PGlite (one connection, every transaction serialized) the
 * batches simply run one after the other.
 */

/** How long to wait for requests to queue on the lock before failing the test. */
const QUEUE_TIMEOUT_MS = 20_000;

/** Waits until `count` sessions of this database wait on a lock. */
async function untilLockWaiters(tx: Tx, count: number): Promise<void> {
  const deadline = Date.now() + QUEUE_TIMEOUT_MS;
  for (;;) {
    const { rows } = (await tx.execute(
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    )) as unknown as { rows: { n: number }[] };
    if ((rows[0]?.n ?? 0) >= count) return;
    if (Date.now() > deadline) {
      throw new Error(`only ${String(rows[0]?.n)} of ${String(count)} requests queued on the lock`);
    }
    await delay(5);
  }
}

/** Runs the batches of requests queued behind the block's lock (see above); answers in order. */
export async function queueBehindBlockLock<T>(
  t: TestApp,
  blockId: number,
  batches: (() => Promise<T>)[][],
): Promise<T[][]> {
  if (t.database.driver === 'pglite') {
    const answers: T[][] = [];
    for (const batch of batches) answers.push(await Promise.all(batch.map((run) => run())));
    return answers;
  }
  const started: Promise<T>[][] = [];
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`select id from blocks where id = ${blockId} for update`);
    let queued = 0;
    for (const batch of batches) {
      started.push(batch.map((run) => run()));
      queued += batch.length;
      await untilLockWaiters(tx, queued);
    }
  });
  return Promise.all(started.map((batch) => Promise.all(batch)));
}
