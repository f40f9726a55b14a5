import { asc, like } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { blocks } from '../../db/schema/blocks';
import { logEvents } from '../../db/schema/log';
import { replayLedger, sameBlock } from './replay-ledger';
import { snapshotOf } from './ledger-store';

/**
 * The replay invariant on this database (DESIGN.md 4.3): the ledger's log
 * events, sequenced or not, in the order they were written, replayed from
 * empty, break no rule and leave exactly the blocks table; answers what
 * differs (empty when the log and the table agree).
 */
export async function checkLogReplay(db: Db | Tx): Promise<string[]> {
  const events = await db
    .select({ data: logEvents.data })
    .from(logEvents)
    .where(like(logEvents.kind, 'ledger.%'))
    .orderBy(asc(logEvents.id));
  const replay = replayLedger(events.map((event) => event.data));
  const found = [...replay.violations];
  const rows = await db.select().from(blocks);
  for (const row of rows) {
    const table = snapshotOf(row);
    const replayed = replay.blocks.get(row.id);
    if (!replayed) found.push(`block ${String(row.id)} is in the table but in no leaf`);
    else if (!sameBlock(replayed, table)) {
      found.push(`block ${String(row.id)} differs from its last leaf`);
    }
  }
  if (replay.blocks.size > rows.length) {
    const inTable = new Set(rows.map((row) => row.id));
    for (const id of replay.blocks.keys()) {
      if (!inTable.has(id)) found.push(`block ${String(id)} is in the leaves but not in the table`);
    }
  }
  return found;
}
