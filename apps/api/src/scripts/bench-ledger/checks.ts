import { and, gt, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { logEvents } from '../../db/schema/log';
import { movements } from '../../db/schema/movements';
import { checkLedgerInvariants } from '../../modules/ledger/invariants';
import { checkLogReplay } from '../../modules/ledger/log-replay-check';

export interface LedgerCheck {
  violations: string[];
  /** Movements the database holds that no answer (first or retried) reported. */
  unreported: number[];
  /** Movements an answer reported that the database does not hold. */
  missing: number[];
  movements: number;
  ledgerLogEvents: number;
}

/**
 * After a run: every invariant of DESIGN.md 4.3 (the replay of the log's
 * leaves among them), every movement since
 * `afterMovementId` reported by exactly one answer (nothing half-done, nothing
 * done twice), and one log event per ledger movement.
 */
export async function checkRun(
  db: Db,
  afterMovementId: number,
  reported: Set<number>,
): Promise<LedgerCheck> {
  const violations = [
    ...(await checkLedgerInvariants(db)).map((v) => JSON.stringify(v)),
    // Replaying the log from empty yields the blocks table exactly.
    ...(await checkLogReplay(db)),
  ];
  const rows = await db
    .select({ id: movements.id })
    .from(movements)
    .where(
      and(gt(movements.id, afterMovementId), inArray(movements.kind, ['transfer', 'convertToKg'])),
    );
  const held = new Set(rows.map((row) => row.id));
  const [all] = await db.select({ n: sql<number>`count(*)::int` }).from(movements);
  const [events] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(logEvents)
    .where(like(logEvents.kind, 'ledger.%'));
  return {
    violations,
    unreported: [...held].filter((id) => !reported.has(id)),
    missing: [...reported].filter((id) => id > afterMovementId && !held.has(id)),
    movements: all?.n ?? 0,
    ledgerLogEvents: events?.n ?? 0,
  };
}

export async function lastMovementId(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${movements.id}), 0)::int` })
    .from(movements);
  return row?.id ?? 0;
}
