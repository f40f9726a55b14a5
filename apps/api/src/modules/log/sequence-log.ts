import { asc, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { logCheckpoints, logEvents, logNodes } from '../../db/schema/log';
import { signCheckpoint } from './checkpoint-note';
import { claimLogKey } from './claim-log-key';
import type { LogSigner } from './log-signer';
import { computeFromStoredNodes, latestCheckpoint, toHex } from './log-tree';
import { appendLeaves, hashLeaf, peaksOf } from './merkle';

/** One constant key for pg_advisory_xact_lock: one sequencer at a time, whatever the process. */
export const LOG_SEQUENCER_LOCK = 7_301_962_025;
/** The most events one run appends. */
export const SEQUENCE_BATCH_LIMIT = 1000;

export interface SequenceResult {
  size: number;
  appendedCount: number;
}

/**
 * One run of the sequencer (DESIGN.md 4.3), one transaction under the advisory
 * lock: the unsequenced events in id order get the next leaf indexes, the
 * complete subtrees they make are stored, and the new root is signed as a
 * checkpoint. Without new events it signs nothing (except the empty tree's
 * first checkpoint).
 */
export async function sequenceLog(
  db: Db,
  signer: LogSigner,
  batchLimit = SEQUENCE_BATCH_LIMIT,
): Promise<SequenceResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOG_SEQUENCER_LOCK})`);
    const checkpoint = await latestCheckpoint(tx);
    const size = checkpoint?.size ?? 0;
    const events = await tx
      .select({ id: logEvents.id, data: logEvents.data })
      .from(logEvents)
      .where(isNull(logEvents.leafIndex))
      .orderBy(asc(logEvents.id))
      .limit(batchLimit);
    if (events.length === 0 && checkpoint) return { size, appendedCount: 0 };
    // Only the registry's key signs: the first checkpoint stores it, another one is refused.
    await claimLogKey(tx, signer);

    const peakHashes = await computeFromStoredNodes(tx, (read) =>
      peaksOf(size).map((peak) => read(peak.level, peak.index)),
    );
    const leafHashes = events.map((event) => hashLeaf(Buffer.from(event.data, 'utf8')));
    const appended = appendLeaves(size, peakHashes, leafHashes);

    if (events.length > 0) {
      const rows = sql.join(
        events.map((event, i) => sql`(${event.id}::bigint, ${size + i}::bigint)`),
        sql`, `,
      );
      await tx.execute(sql`
        update log_events set leaf_index = v.leaf_index
        from (values ${rows}) as v(id, leaf_index)
        where log_events.id = v.id`);
      await tx.insert(logNodes).values(
        appended.nodes.map((node) => ({
          level: node.level,
          index: node.index,
          hash: toHex(node.hash),
        })),
      );
    }
    const note = signCheckpoint(
      { origin: signer.origin, size: appended.size, rootHash: appended.root },
      signer.privateKey,
    );
    await tx
      .insert(logCheckpoints)
      .values({ size: appended.size, rootHash: toHex(appended.root), note });
    return { size: appended.size, appendedCount: events.length };
  });
}
