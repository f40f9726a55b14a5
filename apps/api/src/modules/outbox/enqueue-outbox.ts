import type { Tx } from '../../db/client';
import { outbox } from '../../db/schema/outbox';
import type { OutboxKind } from './outbox-kinds';

/**
 * Writes an effect to the outbox inside the caller's transaction (decision
 * 029): it is sent once that transaction commits, never when it rolls back.
 * The caller nudges the dispatcher after its commit (LedgerContext.afterCommit).
 */
export async function enqueueOutbox(
  tx: Tx,
  { kind, payload, now }: { kind: OutboxKind; payload: Record<string, unknown>; now: Date },
): Promise<void> {
  await tx.insert(outbox).values({ kind, payload, createdAt: now, nextAttemptAt: now });
}
