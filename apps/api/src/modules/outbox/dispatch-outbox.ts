import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { outbox } from '../../db/schema/outbox';
import { describeError } from '../../lib/describe-error';
import { companyMailTarget } from '../user/user-language';
import type { OutboxDeps, OutboxRunDeps } from './outbox-deps';
import { isOutboxKind, OUTBOX_KINDS } from './outbox-kinds';

/** The most rows one claim takes, and the most claims one run makes. */
export const OUTBOX_BATCH_SIZE = 20;
export const OUTBOX_MAX_BATCHES_PER_RUN = 10;
/** A claimed row is due again after this unless marked sent or failed first (a crash mid-send). */
export const OUTBOX_LEASE_MS = 5 * 60_000;
/** The wait after the first failure; it doubles with each attempt, up to an hour. */
export const OUTBOX_RETRY_BASE_MS = 5_000;
export const OUTBOX_RETRY_MAX_MS = 3_600_000;

/** When a row that failed on its `attempts`-th attempt is tried again. */
export function retryAtOf(now: Date, attempts: number): Date {
  const waitMs = Math.min(
    OUTBOX_RETRY_MAX_MS,
    OUTBOX_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1),
  );
  return new Date(now.getTime() + waitMs);
}

/**
 * Claims up to a batch of due rows (FOR UPDATE SKIP LOCKED: instances on one
 * database never claim the same row) and leases them: their next attempt moves
 * on by the lease, so a row claimed by a process that dies is sent later.
 */
async function claimDueRows(deps: OutboxDeps, now: Date) {
  const due = deps.db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(OUTBOX_BATCH_SIZE)
    .for('update', { skipLocked: true });
  return deps.db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + OUTBOX_LEASE_MS),
    })
    .where(inArray(outbox.id, due))
    .returning();
}

/**
 * One run of the outbox's dispatcher (decision 029): claims the due rows,
 * sends each by its kind, and marks it sent; a failure keeps the row with its
 * error, due again after a backoff. Answers how many were sent and failed.
 */
export async function dispatchOutbox(
  deps: OutboxDeps,
  now: () => Date = () => new Date(),
): Promise<{ sentCount: number; failedCount: number }> {
  let sentCount = 0;
  let failedCount = 0;
  const targets = new Map<number, ReturnType<OutboxRunDeps['mailTargetOf']>>();
  const runDeps: OutboxRunDeps = {
    ...deps,
    now,
    mailTargetOf: (companyId) => {
      const known = targets.get(companyId) ?? companyMailTarget(deps.db, companyId);
      targets.set(companyId, known);
      return known;
    },
  };
  for (let batch = 0; batch < OUTBOX_MAX_BATCHES_PER_RUN; batch += 1) {
    const rows = await claimDueRows(deps, now());
    const sentIds: number[] = [];
    for (const row of rows) {
      try {
        if (!isOutboxKind(row.kind)) throw new Error(`unknown outbox kind ${row.kind}`);
        await OUTBOX_KINDS[row.kind](runDeps, row.payload);
        sentIds.push(row.id);
        sentCount += 1;
      } catch (error) {
        await deps.db
          .update(outbox)
          .set({
            nextAttemptAt: retryAtOf(now(), row.attempts),
            lastError: JSON.stringify(describeError(error)).slice(0, 2000),
          })
          .where(eq(outbox.id, row.id));
        failedCount += 1;
      }
    }
    // The batch's sent rows marked in one statement (a crash before it sends them again, as before).
    if (sentIds.length > 0) {
      await deps.db
        .update(outbox)
        .set({ sentAt: now(), lastError: null })
        .where(inArray(outbox.id, sentIds));
    }
    if (rows.length < OUTBOX_BATCH_SIZE) break;
  }
  return { sentCount, failedCount };
}
