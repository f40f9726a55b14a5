import { and, eq, sql } from 'drizzle-orm';
import type { MarketMove, MarketMoveRequest } from '@registry/contract/markets/market-moves-api';
import { MARKETS, type MarketId } from '@registry/contract/markets/markets';
import type { Tx } from '../../db/client';
import { marketAccounts, marketMoves } from '../../db/schema/markets';
import type { Caller } from '../../lib/caller';
import { DomainError } from '../../lib/domain-error';
import { runOnce } from '../ledger/idempotency';
import type { LedgerContext } from '../ledger/ledger-context';
import {
  issuanceProjectOf,
  lockBlock,
  recordMovement,
  requireActiveBlock,
  requireCompanyNotSuspended,
  requireMovableProject,
  takeFromBlock,
} from '../ledger/ledger-store';
import { quantityToKg } from '../ledger/units';
import { escrowAccountId, serialOfBlock } from './escrow';
import { selectHoldings, selectMoves } from './market-move-rows';
import { requireTrader } from './require-trader';

/** The reason a movement into or out of a market's escrow carries. */
export const escrowReasonOf = (market: MarketId) => `${MARKETS[market].name} escrow`;

interface MoveArgs {
  tx: Tx;
  ctx: LedgerContext;
  caller: Caller;
  input: MarketMoveRequest;
  quantityKg: number;
  escrowId: number;
  marketAccountId: string;
}

/**
 * POST /api/markets/moves (DESIGN.md 4.6): asks for a move of credits to or
 * from a market, in one transaction with the caller's Idempotency-Key. In:
 * the quantity leaves one of the company's active blocks for the market's
 * escrow account, locked (a ledger movement, a log leaf), and the move waits
 * for the market. Out: a holding on the market, less what moves out already
 * ask of it, is asked back; the credits stay in escrow until the market
 * confirms. The market-moves job then calls the market.
 */
export async function requestMarketMove({
  ctx,
  caller,
  input,
}: {
  ctx: LedgerContext;
  caller: Caller;
  input: MarketMoveRequest;
}): Promise<{ move: MarketMove }> {
  requireTrader(caller);
  const quantityKg = quantityToKg(input.quantity, input.isKg);
  return runOnce(ctx, async (tx) => {
    const [linked] = await tx
      .select({ accountId: marketAccounts.accountId })
      .from(marketAccounts)
      .where(
        and(
          eq(marketAccounts.companyId, caller.companyId),
          eq(marketAccounts.market, input.market),
        ),
      )
      // Shared with other moves; a relink (refuse-replacing-in-use) waits for it.
      .for('share');
    if (!linked) {
      throw new DomainError('ERROR_MARKET_NOT_LINKED', 400, {
        market: MARKETS[input.market].name,
      });
    }
    const args: MoveArgs = {
      tx,
      ctx,
      caller,
      input,
      quantityKg,
      escrowId: await escrowAccountId(tx, input.market),
      marketAccountId: linked.accountId,
    };
    const id = input.direction === 'in' ? await moveIn(args) : await moveOut(args);
    const [move] = await selectMoves(tx, sql`m.id = ${id}`, 1);
    // Stryker disable next-line all: unreachable, the move was written just above
    if (!move) throw new Error(`market move ${String(id)} is missing`);
    return { move };
  });
}

/** Locks the quantity into the market's escrow: a split at most, one movement, one leaf. */
async function moveIn({ tx, ctx, caller, input, quantityKg, escrowId, marketAccountId }: MoveArgs) {
  const row = await lockBlock(tx, input.serialId);
  if (!row || row.account.companyId !== caller.companyId) {
    throw new DomainError('ERROR_LEDGER_BLOCK_NOT_FOUND', 404);
  }
  const { block } = row;
  requireCompanyNotSuspended(row.company);
  requireActiveBlock(block);
  if (input.isKg && !block.divisible) throw new DomainError('ERROR_LEDGER_NOT_DIVISIBLE', 400);
  const issuance = await issuanceProjectOf(tx, block.issuanceId);
  requireMovableProject(issuance.state);
  const now = ctx.now();
  const { taken, rest } = await takeFromBlock(
    tx,
    block,
    quantityKg,
    { accountId: escrowId, status: 'locked' },
    now,
  );
  const lockMovementId = await recordMovement(tx, {
    kind: 'lock',
    issuanceId: block.issuanceId,
    issuanceKg: issuance.quantityKg,
    quantityKg,
    fromAccountId: block.accountId,
    toAccountId: escrowId,
    actor: { companyId: caller.companyId, userId: caller.userId },
    before: [block],
    after: rest ? [taken, rest] : [taken],
    reason: escrowReasonOf(input.market),
    now,
  });
  return insertMove(tx, {
    companyId: caller.companyId,
    market: input.market,
    direction: 'in',
    blockId: taken.id,
    quantityKg,
    serial: await serialOfBlock(tx, taken.id, ctx.registryPrefix),
    fromAccountId: block.accountId,
    marketAccountId,
    lockMovementId,
    nextAttemptAt: now,
    requestedBy: caller.userId,
    requestedAt: now,
  });
}

/** Asks for a part of a holding back: nothing moves in the ledger until the market confirms. */
async function moveOut({
  tx,
  ctx,
  caller,
  input,
  quantityKg,
  escrowId,
  marketAccountId,
}: MoveArgs) {
  // The holding's block locked first: two moves out of it are checked one after the other.
  const row = await lockBlock(tx, input.serialId);
  const [holding] = row
    ? await selectHoldings(tx, {
        companyId: caller.companyId,
        escrowAccountId: escrowId,
        registryPrefix: ctx.registryPrefix,
        blockId: input.serialId,
      })
    : [];
  if (!holding) {
    throw new DomainError('ERROR_MARKET_HOLDING_NOT_FOUND', 404, {
      market: MARKETS[input.market].name,
    });
  }
  if (input.isKg && !holding.divisible) throw new DomainError('ERROR_LEDGER_NOT_DIVISIBLE', 400);
  if (quantityKg > holding.availableKg) {
    throw new DomainError('ERROR_LEDGER_NOT_ENOUGH', 400, {
      availableKg: holding.availableKg,
      quantityKg,
    });
  }
  const now = ctx.now();
  return insertMove(tx, {
    companyId: caller.companyId,
    market: input.market,
    direction: 'out',
    blockId: holding.serialId,
    quantityKg,
    serial: holding.serial,
    marketAccountId,
    nextAttemptAt: now,
    requestedBy: caller.userId,
    requestedAt: now,
  });
}

async function insertMove(tx: Tx, values: typeof marketMoves.$inferInsert): Promise<number> {
  const [row] = await tx.insert(marketMoves).values(values).returning({ id: marketMoves.id });
  // Stryker disable next-line all: unreachable, an insert's returning() answers the row it wrote
  if (!row) throw new Error('the market move insert answered nothing');
  return row.id;
}
