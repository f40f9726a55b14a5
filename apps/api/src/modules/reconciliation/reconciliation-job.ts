import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/select-rows';
import { checkDatabase } from './verify-database';

/** One constant key for pg_try_advisory_xact_lock: one reconciliation at a time, whatever the instance. */
export const RECONCILIATION_LOCK = 7_301_962_027;

/** What this instance's reconciliations found; GET /api/health/ready reads it. */
export interface ReconciliationStatus {
  /** When the last run this instance made ended; null before the first. */
  checkedAt: Date | null;
  /** What the last run found different; empty when the database agreed with its log. */
  differences: string[];
  /** Differences found over every run since the start: a counter that only grows. */
  differencesFound: number;
}

export interface Reconciliation {
  status: ReconciliationStatus;
  /**
   * Checks the database at rest now (verify-db's checks, one read-only
   * snapshot), unless another instance is at it: answers whether it ran. Each
   * difference is logged as an error.
   */
  run(): Promise<boolean>;
}

/** The reconciliation job (DESIGN.md 4.3, decision 027); app.ts runs it every RECONCILE_INTERVAL_MS. */
export function createReconciliation(db: Db, log: FastifyBaseLogger): Reconciliation {
  const status: ReconciliationStatus = { checkedAt: null, differences: [], differencesFound: 0 };
  return {
    status,
    async run() {
      const found = await db.transaction(
        async (tx) => {
          const [lock] = await selectRows<{ isLocked: boolean }>(
            tx,
            sql`select pg_try_advisory_xact_lock(${RECONCILIATION_LOCK}) as "isLocked"`,
          );
          return lock?.isLocked ? checkDatabase(tx) : null;
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      if (found === null) return false;
      for (const difference of found) {
        log.error({ difference }, 'reconciliation: the database differs from its log');
      }
      status.checkedAt = new Date();
      status.differences = found;
      status.differencesFound += found.length;
      return true;
    },
  };
}
