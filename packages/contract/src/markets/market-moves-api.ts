import { z } from 'zod';
import { envelopeWith } from '../common/envelope';
import { IdSchema } from '../common/ids';
import { MAX_QUANTITY_KG } from '../ledger/ledger-api';
import { MarketAccountSchema } from './market-accounts-api';
import { MarketIdSchema } from './markets';

/**
 * Credits on an external market (DESIGN.md 4.6, the /trading-* screens): a
 * move in locks a part of one of the company's blocks into the market's escrow
 * account in the ledger and tells the market; a move out asks the market to
 * give credits back and, once it confirms, releases them from escrow into the
 * company's main account. A move is pending until the market answers,
 * confirmed, or failed (a failed move in has its credits back in the account
 * they came from; a failed move out leaves them on the market).
 *
 * GET  /api/markets/trading?market=polygon   -> MarketTradingResponse (the caller's company)
 * POST /api/markets/moves  MarketMoveRequest -> MarketMoveResponse (Idempotency-Key honoured)
 */
export const MARKET_TRADING_PATH = '/markets/trading';
export const MARKET_MOVES_PATH = '/markets/moves';

export const MarketTradingQuerySchema = z.object({ market: MarketIdSchema });
export type MarketTradingQuery = z.infer<typeof MarketTradingQuerySchema>;

export const MOVE_DIRECTIONS = ['in', 'out'] as const;
export const MoveDirectionSchema = z.enum(MOVE_DIRECTIONS);
export type MoveDirection = z.infer<typeof MoveDirectionSchema>;

export const MOVE_STATES = ['pending', 'confirmed', 'failed'] as const;
export const MoveStateSchema = z.enum(MOVE_STATES);
export type MoveState = z.infer<typeof MoveStateSchema>;

/**
 * Why a move failed: `refused`, the market refused it (an account it does not
 * know, say); `unavailable`, the market did not answer after every retry.
 */
export const MoveFailureSchema = z.enum(['refused', 'unavailable']);
export type MoveFailure = z.infer<typeof MoveFailureSchema>;

export const MarketMoveRequestSchema = z.object({
  market: MarketIdSchema,
  direction: MoveDirectionSchema,
  /**
   * In: one of the company's active blocks (a position's serialId). Out: a
   * block the company holds on the market (a holding's serialId).
   */
  serialId: IdSchema,
  /** Tonnes, or kg when isKg (a divisible block's). */
  quantity: z.number().int().positive().max(MAX_QUANTITY_KG),
  isKg: z.boolean(),
});
export type MarketMoveRequest = z.infer<typeof MarketMoveRequestSchema>;

export const MarketMoveSchema = z.object({
  id: z.number().int(),
  market: MarketIdSchema,
  direction: MoveDirectionSchema,
  state: MoveStateSchema,
  /** The block in escrow the move locked (in) or releases from (out). */
  serialId: z.number().int(),
  serial: z.string(),
  projectId: z.number().int(),
  projectName: z.string(),
  vintage: z.number().int(),
  quantityKg: z.number().int(),
  /** The market's own reference of the operation, once it answered. */
  reference: z.string().nullable(),
  failure: MoveFailureSchema.nullable(),
  /** How many times the market was called. */
  attempts: z.number().int(),
  requestedAt: z.string(),
  /** When it was confirmed or failed; null while pending. */
  settledAt: z.string().nullable(),
});
export type MarketMove = z.infer<typeof MarketMoveSchema>;

/** Credits the company has on the market: blocks in its escrow that confirmed moves in put there. */
export const MarketHoldingSchema = z.object({
  serialId: z.number().int(),
  serial: z.string(),
  projectId: z.number().int(),
  projectName: z.string(),
  vintage: z.number().int(),
  divisible: z.boolean(),
  quantityKg: z.number().int(),
  /** What a move out can still ask for: the quantity less the pending moves out of it. */
  availableKg: z.number().int(),
});
export type MarketHolding = z.infer<typeof MarketHoldingSchema>;

/** The most moves one answer lists, newest first. */
export const MAX_MARKET_MOVES = 500;

export const MarketTradingResponseSchema = envelopeWith({
  /** The company's account on the market; null until linked (moves need it). */
  account: MarketAccountSchema.nullable(),
  holdings: z.array(MarketHoldingSchema),
  moves: z.array(MarketMoveSchema),
});
export type MarketTradingResponse = z.infer<typeof MarketTradingResponseSchema>;

export const MarketMoveResponseSchema = envelopeWith({ move: MarketMoveSchema });
export type MarketMoveResponse = z.infer<typeof MarketMoveResponseSchema>;
