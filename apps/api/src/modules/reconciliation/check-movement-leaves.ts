import { asc, like } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { logEvents } from '../../db/schema/log';
import { movements } from '../../db/schema/movements';

/*
 * Every movement row has exactly its ledger log event, and every ledger log
 * event its movement row (DESIGN.md 4.3, decision 027): a movement deleted or
 * edited at rest is found, though the replay of the leaves still holds. Leaves
 * and rows are matched by movement id and compared on kind, issuance, kg and
 * each block's id, range and status; never on accounts, which public leaves
 * carry only as commitments.
 */

const BlockSchema = z.object({
  id: z.number().int(),
  fromKg: z.number().int(),
  toKg: z.number().int(),
  status: z.string(),
});
type Block = z.infer<typeof BlockSchema>;

const LeafSchema = z.object({
  kind: z.string(),
  movementId: z.number().int(),
  issuanceId: z.number().int(),
  quantityKg: z.number().int(),
  blocksBefore: z.array(BlockSchema),
  blocksAfter: z.array(BlockSchema),
});

interface Compared {
  kind: string;
  issuanceId: number;
  quantityKg: number;
  blocksBefore: string;
  blocksAfter: string;
}

const blocksText = (list: readonly Block[]) =>
  list.map((b) => `${String(b.id)}:${String(b.fromKg)}-${String(b.toKg)}:${b.status}`).join(' ');

/** The fields of a movement and of its leaf that must agree. */
const FIELDS = ['kind', 'issuanceId', 'quantityKg', 'blocksBefore', 'blocksAfter'] as const;

/** What differs between the movements table and the ledger's log events; empty when they agree. */
export async function checkMovementLeaves(db: Db | Tx): Promise<string[]> {
  const found: string[] = [];
  const events = await db
    .select({ id: logEvents.id, kind: logEvents.kind, data: logEvents.data })
    .from(logEvents)
    .where(like(logEvents.kind, 'ledger.%'))
    .orderBy(asc(logEvents.id));
  const leaves = new Map<number, { eventId: number; leaf: Compared }>();
  for (const event of events) {
    let data: unknown;
    try {
      data = JSON.parse(event.data);
    } catch {
      data = null;
    }
    const parsed = LeafSchema.safeParse(data);
    if (!parsed.success) {
      found.push(`log event ${String(event.id)} (${event.kind}) is not a movement's leaf`);
      continue;
    }
    const leaf = parsed.data;
    const earlier = leaves.get(leaf.movementId);
    if (earlier) {
      found.push(
        `movement ${String(leaf.movementId)} has two log events, ${String(earlier.eventId)} and ${String(event.id)}`,
      );
      continue;
    }
    leaves.set(leaf.movementId, {
      eventId: event.id,
      leaf: {
        kind: leaf.kind,
        issuanceId: leaf.issuanceId,
        quantityKg: leaf.quantityKg,
        blocksBefore: blocksText(leaf.blocksBefore),
        blocksAfter: blocksText(leaf.blocksAfter),
      },
    });
  }

  const rows = await db
    .select({
      id: movements.id,
      kind: movements.kind,
      issuanceId: movements.issuanceId,
      quantityKg: movements.quantityKg,
      before: movements.before,
      after: movements.after,
    })
    .from(movements)
    .orderBy(asc(movements.id));
  for (const row of rows) {
    const match = leaves.get(row.id);
    if (!match) {
      found.push(`movement ${String(row.id)} (${row.kind}) has no log event`);
      continue;
    }
    leaves.delete(row.id);
    const table: Compared = {
      kind: `ledger.${row.kind}`,
      issuanceId: row.issuanceId,
      quantityKg: row.quantityKg,
      blocksBefore: blocksText(row.before),
      blocksAfter: blocksText(row.after),
    };
    const differing = FIELDS.filter((field) => table[field] !== match.leaf[field]);
    if (differing.length > 0) {
      found.push(
        `movement ${String(row.id)} (${row.kind}) differs from its log event: ${differing.join(', ')}`,
      );
    }
  }
  for (const [movementId, { eventId, leaf }] of leaves) {
    found.push(
      `log event ${String(eventId)} records movement ${String(movementId)} (${leaf.kind.slice('ledger.'.length)}), which is not in the movements table`,
    );
  }
  return found;
}
