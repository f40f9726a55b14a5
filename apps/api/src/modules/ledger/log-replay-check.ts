import { asc, desc, like } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { blocks } from '../../db/schema/blocks';
import { ledgerAccountOpenings } from '../../db/schema/ledger-account-openings';
import { logEvents } from '../../db/schema/log';
import { commitmentOf } from './account-commitment';
import { replayLedger, sameBlock, type ReplayedBlock } from './replay-ledger';

type BlockRow = typeof blocks.$inferSelect;
type Opening = typeof ledgerAccountOpenings.$inferSelect;

/**
 * Whether the replayed block is the table's row: every field alike, and its
 * account commitment opened by the block's last opening to the row's account
 * (an account id written by an older leaf is compared as it is).
 */
function accountDifference(
  replayed: ReplayedBlock,
  row: BlockRow,
  opening: Opening | undefined,
): 'none' | 'differs' | 'unopened' {
  if (typeof replayed.account === 'number') {
    return replayed.account === row.accountId ? 'none' : 'differs';
  }
  if (
    !opening ||
    opening.commitment !== replayed.account ||
    commitmentOf(opening.accountId, opening.saltHex) !== replayed.account
  ) {
    return 'unopened';
  }
  return opening.accountId === row.accountId ? 'none' : 'differs';
}

/**
 * The replay invariant on this database (DESIGN.md 4.3): the ledger's log
 * events, sequenced or not, in the order they were written, replayed from
 * empty, break no rule and leave exactly the blocks table, each block's
 * account commitment opening to its account (decision 028); answers what
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
  const lastOpenings = await db
    .selectDistinctOn([ledgerAccountOpenings.blockId])
    .from(ledgerAccountOpenings)
    .orderBy(ledgerAccountOpenings.blockId, desc(ledgerAccountOpenings.id));
  const openingOf = new Map(lastOpenings.map((opening) => [opening.blockId, opening]));
  for (const row of rows) {
    const replayed = replay.blocks.get(row.id);
    if (!replayed) {
      found.push(`block ${String(row.id)} is in the table but in no leaf`);
      continue;
    }
    const account = accountDifference(replayed, row, openingOf.get(row.id));
    if (account === 'unopened') {
      found.push(`block ${String(row.id)}: its last leaf's account commitment does not open`);
    } else if (account === 'differs' || !sameBlock(replayed, { ...replayed, ...fieldsOf(row) })) {
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

/** The row's fields a leaf shows in clear. */
const fieldsOf = (row: BlockRow) => ({
  id: row.id,
  issuanceId: row.issuanceId,
  fromKg: row.fromKg,
  toKg: row.toKg,
  status: row.status,
  divisible: row.divisible,
  parentId: row.parentId,
});
