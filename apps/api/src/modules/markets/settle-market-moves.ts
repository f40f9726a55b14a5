import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { MoveFailure } from '@registry/contract/markets/market-moves-api';
import type { Db } from '../../db/client';
import { marketMoves } from '../../db/schema/markets';
import {
  issuanceProjectOf,
  lockBlock,
  mainAccountOf,
  recordMovement,
  takeFromBlock,
} from '../ledger/ledger-store';
import { returnAccountOf } from '../ledger/reverse-movement';
import {
  MarketUnavailableError,
  type MarketAnswer,
  type MarketConnector,
} from './connectors/market-connector';
import { escrowAccountId, serialOfBlock } from './escrow';
import type { MarketConnectors } from './market-connectors';
import { noticeSettledMove } from './market-move-notice';
import { escrowReasonOf } from './request-market-move';

type MoveRow = typeof marketMoves.$inferSelect;

/** How many moves one run takes, and how many of them talk to their markets at once. */
const MOVES_PER_RUN = 200;
const MOVES_AT_ONCE = 8;
/** The wait before asking a market again: 1 s, doubling, at most a minute. */
const backoffMs = (attempts: number) => Math.min(60_000, 1000 * 2 ** Math.max(0, attempts - 1));

export interface SettleDeps {
  db: Db;
  connectors: MarketConnectors;
  registryPrefix: string;
  /** MARKET_MOVE_ATTEMPTS: the calls before a move fails as unavailable. */
  maxAttempts: number;
  now?: () => Date;
}

export interface SettleResult {
  /** Moves confirmed or failed in this run. */
  settled: number;
  /** Ledger movements written (log leaves to sequence). */
  movements: number;
}

/**
 * The market-moves job (DESIGN.md 4.6 and 4.7): every pending move that is
 * due calls its market with the move's own operation key (`move-{id}`, so a
 * call repeated after a crash or a lost answer is done once), then settles in
 * one transaction: a move in confirmed stays in escrow; a move out confirmed
 * is released from escrow into the company's main account (a movement, a
 * leaf); a move in the market refused, or that it never did after every
 * attempt, is released back to the account it came from; a move out refused
 * leaves the credits on the market. A market that does not answer is asked
 * again later with backoff; before a move fails as unavailable the market is
 * asked whether it did it, and a market that cannot say keeps it pending.
 */
export async function settleMarketMoves(deps: SettleDeps): Promise<SettleResult> {
  const now = deps.now ?? (() => new Date());
  const due = await deps.db
    .select()
    .from(marketMoves)
    .where(and(eq(marketMoves.state, 'pending'), lte(marketMoves.nextAttemptAt, now())))
    .orderBy(asc(marketMoves.id))
    .limit(MOVES_PER_RUN);
  const result: SettleResult = { settled: 0, movements: 0 };
  for (let start = 0; start < due.length; start += MOVES_AT_ONCE) {
    const outcomes = await Promise.all(
      due.slice(start, start + MOVES_AT_ONCE).map((move) => settleMove(deps, move, now)),
    );
    for (const outcome of outcomes) {
      if (outcome !== 'pending') result.settled += 1;
      if (outcome === 'moved') result.movements += 1;
    }
  }
  return result;
}

type Outcome = 'pending' | 'settled' | 'moved';

async function settleMove(deps: SettleDeps, move: MoveRow, now: () => Date): Promise<Outcome> {
  const connector = deps.connectors[move.market];
  // Counted before the call: a call a crash interrupts still counts.
  const [counted] = await deps.db
    .update(marketMoves)
    .set({ attempts: sql`${marketMoves.attempts} + 1` })
    .where(and(eq(marketMoves.id, move.id), eq(marketMoves.state, 'pending')))
    .returning({ attempts: marketMoves.attempts });
  if (!counted) return 'pending';
  const answer = await askMarket(connector, move, counted.attempts >= deps.maxAttempts);
  if (answer === null) {
    await deps.db
      .update(marketMoves)
      .set({ nextAttemptAt: new Date(now().getTime() + backoffMs(counted.attempts)) })
      .where(and(eq(marketMoves.id, move.id), eq(marketMoves.state, 'pending')));
    return 'pending';
  }
  if (answer.kind === 'done') {
    return move.direction === 'in'
      ? settleWithoutMovement(deps.db, move, now(), {
          state: 'confirmed',
          reference: answer.reference,
        })
      : releaseFromEscrow(deps, move, now(), { state: 'confirmed', reference: answer.reference });
  }
  const failure: MoveFailure = answer.kind === 'refused' ? 'refused' : 'unavailable';
  return move.direction === 'in'
    ? releaseFromEscrow(deps, move, now(), { state: 'failed', failure })
    : settleWithoutMovement(deps.db, move, now(), { state: 'failed', failure });
}

/**
 * The market's answer to the move's operation; `neverDone` when, at the last
 * attempt, the market says it never did it; null to ask again later.
 */
async function askMarket(
  connector: MarketConnector,
  move: MoveRow,
  isLastAttempt: boolean,
): Promise<MarketAnswer | { kind: 'neverDone' } | null> {
  const operation = {
    operationKey: `move-${String(move.id)}`,
    accountId: move.marketAccountId,
    serial: move.serial,
    quantityKg: move.quantityKg,
  };
  try {
    return move.direction === 'in'
      ? await connector.deposit(operation)
      : await connector.withdraw(operation);
  } catch (error) {
    if (!(error instanceof MarketUnavailableError)) throw error;
    if (!isLastAttempt) return null;
  }
  try {
    return (await connector.status(operation.operationKey)) ?? { kind: 'neverDone' };
  } catch (error) {
    if (!(error instanceof MarketUnavailableError)) throw error;
    return null;
  }
}

type Settlement =
  { state: 'confirmed'; reference: string } | { state: 'failed'; failure: MoveFailure };

const settledValues = (settlement: Settlement, at: Date) => ({
  state: settlement.state,
  reference: settlement.state === 'confirmed' ? settlement.reference : null,
  failure: settlement.state === 'failed' ? settlement.failure : null,
  settledAt: at,
});

/** A move in confirmed (its credits stay in escrow), or a move out failed (they stay on the market). */
async function settleWithoutMovement(
  db: Db,
  move: MoveRow,
  at: Date,
  settlement: Settlement,
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(marketMoves)
      .set(settledValues(settlement, at))
      .where(and(eq(marketMoves.id, move.id), eq(marketMoves.state, 'pending')))
      .returning({ id: marketMoves.id });
    if (!row) return 'pending';
    await noticeSettledMove(tx, move, settlement);
    return 'settled';
  });
}

/**
 * Credits leave the market's escrow, unlocked, in one transaction with the
 * move's settlement: a move out's quantity (the first of its holding's range)
 * into the company's main account; a failed move in's whole block back to the
 * account it came from (its main account if that sub-account closed since).
 */
async function releaseFromEscrow(
  deps: SettleDeps,
  move: MoveRow,
  at: Date,
  settlement: Settlement,
): Promise<Outcome> {
  return deps.db.transaction(async (tx) => {
    const [pending] = await tx
      .select({ id: marketMoves.id })
      .from(marketMoves)
      .where(and(eq(marketMoves.id, move.id), eq(marketMoves.state, 'pending')))
      .for('update');
    if (!pending) return 'pending';
    const escrowId = await escrowAccountId(tx, move.market);
    const row = await lockBlock(tx, move.blockId);
    // Stryker disable next-line all: unreachable, only this job takes credits out of escrow
    if (row?.block.accountId !== escrowId)
      throw new Error(`move ${String(move.id)}: not in escrow`);
    const { block } = row;
    const toAccountId =
      move.direction === 'in' && move.fromAccountId !== null
        ? await returnAccountOf(tx, move.fromAccountId)
        : await mainAccountOf(tx, move.companyId);
    const issuance = await issuanceProjectOf(tx, block.issuanceId);
    const { taken, rest } = await takeFromBlock(
      tx,
      block,
      move.quantityKg,
      { accountId: toAccountId, status: 'active' },
      at,
    );
    const releaseMovementId = await recordMovement(tx, {
      kind: 'unlock',
      issuanceId: block.issuanceId,
      issuanceKg: issuance.quantityKg,
      quantityKg: move.quantityKg,
      fromAccountId: escrowId,
      toAccountId,
      actor: { companyId: move.companyId, userId: move.requestedBy },
      before: [block],
      after: rest ? [taken, rest] : [taken],
      reason: escrowReasonOf(move.market),
      now: at,
    });
    await tx
      .update(marketMoves)
      .set({
        ...settledValues(settlement, at),
        releaseMovementId,
        serial: await serialOfBlock(tx, taken.id, deps.registryPrefix),
      })
      .where(eq(marketMoves.id, move.id));
    await noticeSettledMove(tx, move, settlement);
    return 'moved';
  });
}
