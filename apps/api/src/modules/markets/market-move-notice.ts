import { MARKETS } from '@registry/contract/markets/markets';
import type { Tx } from '../../db/client';
import { notifications } from '../../db/schema/accounts';
import type { marketMoves } from '../../db/schema/markets';

type MoveRow = typeof marketMoves.$inferSelect;

/**
 * The member who asked for a move hears how it ended, in the transaction that
 * settles it: confirmed, or failed with its credits returned (a move in) or
 * still on the market (a move out). The bell leads to the market's screen.
 */
export async function noticeSettledMove(
  tx: Tx,
  move: MoveRow,
  settlement: { state: 'confirmed' | 'failed'; failure?: string | null },
): Promise<void> {
  await tx.insert(notifications).values({
    userId: move.requestedBy,
    companyId: move.companyId,
    kind: 'marketMove',
    payload: {
      moveId: move.id,
      market: move.market,
      marketName: MARKETS[move.market].name,
      direction: move.direction,
      state: settlement.state,
      failure: settlement.failure ?? null,
      quantityKg: Number(move.quantityKg),
      tonnes: Number(move.quantityKg) / 1000,
      // The bell's text for each ending: inConfirmed, inFailed, outConfirmed, outFailed.
      outcome: `${move.direction}${settlement.state === 'confirmed' ? 'Confirmed' : 'Failed'}`,
      serial: move.serial,
    },
  });
}
