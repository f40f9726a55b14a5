import { and, desc, eq, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { logCheckpoints, logNodes } from '../../db/schema/log';
import { nodesRead, type Hash, type NodeReader } from './merkle';

export const toHex = (hash: Uint8Array): string => Buffer.from(hash).toString('hex');
export const fromHex = (hex: string): Hash => new Uint8Array(Buffer.from(hex, 'hex'));

/** The latest signed checkpoint, or null before the sequencer's first run. */
export async function latestCheckpoint(db: Db | Tx) {
  const [row] = await db.select().from(logCheckpoints).orderBy(desc(logCheckpoints.size)).limit(1);
  return row ?? null;
}

const NODES_PER_QUERY = 500;

/** Loads the stored nodes `compute` reads, then runs it on them (one query per 500 nodes). */
export async function computeFromStoredNodes<T>(
  db: Db | Tx,
  compute: (read: NodeReader) => T,
): Promise<T> {
  const wanted = nodesRead(compute);
  const hashes = new Map<string, Hash>();
  // Stryker disable next-line EqualityOperator: one more pass, over an empty slice, only adds nodes the proof never reads
  for (let start = 0; start < wanted.length; start += NODES_PER_QUERY) {
    const slice = wanted.slice(start, start + NODES_PER_QUERY);
    const rows = await db
      .select()
      .from(logNodes)
      .where(
        or(...slice.map((n) => and(eq(logNodes.level, n.level), eq(logNodes.index, n.index)))),
      );
    for (const row of rows)
      hashes.set(`${String(row.level)}:${String(row.index)}`, fromHex(row.hash));
  }
  return compute((level, index) => {
    const hash = hashes.get(`${String(level)}:${String(index)}`);
    if (!hash) throw new Error(`log node ${String(level)}:${String(index)} is missing`);
    return hash;
  });
}
