import { http, HttpResponse } from 'msw';
import type { Position } from '@registry/contract/ledger/ledger-api';
import type { MarketAccount } from '@registry/contract/markets/market-accounts-api';
import {
  MARKET_MOVES_PATH,
  MARKET_TRADING_PATH,
  type MarketHolding,
  type MarketMove,
  type MarketMoveRequest,
} from '@registry/contract/markets/market-moves-api';
import type { MarketId } from '@registry/contract/markets/markets';
import { apiUrl } from '../../../test/msw-server';

const ok = (data: object = {}) => HttpResponse.json({ status: 1, codeMessages: [], ...data });

/** Credits on a market: 25 t of a block, 20 t of them still free to move out. */
export function marketHoldingRow(overrides: Partial<MarketHolding> = {}): MarketHolding {
  return {
    serialId: 501,
    serial: 'CR-CERCARBONO-CO-0007-2024-1-11-35',
    projectId: 7,
    projectName: 'Manglares de Tumaco',
    vintage: 2024,
    divisible: false,
    quantityKg: 25_000,
    availableKg: 20_000,
    ...overrides,
  };
}

/** A confirmed move of 25 t into Chia. */
export function marketMoveRow(overrides: Partial<MarketMove> = {}): MarketMove {
  return {
    id: 1,
    market: 'chia',
    direction: 'in',
    state: 'confirmed',
    serialId: 501,
    serial: 'CR-CERCARBONO-CO-0007-2024-1-11-35',
    projectId: 7,
    projectName: 'Manglares de Tumaco',
    vintage: 2024,
    quantityKg: 25_000,
    reference: 'CHIA-OFFER-0001',
    failure: null,
    attempts: 1,
    requestedAt: '2026-11-20T10:00:00.000Z',
    settledAt: '2026-11-20T10:01:00.000Z',
    ...overrides,
  };
}

export interface MarketMoveCall {
  body: MarketMoveRequest;
  idempotencyKey: string | null;
}

interface TradingBackendOptions {
  /** The company's linked accounts; a market without one answers account null and no holdings. */
  accounts?: MarketAccount[];
  holdings?: MarketHolding[];
  moves?: MarketMove[];
  /** The company's blocks, where a move in finds its serial and project. */
  positions?: Position[];
}

/**
 * The trading API in memory: GET answers one market's account, holdings and
 * moves; POST records the call (with its Idempotency-Key, the first answer
 * again for a key seen before) and adds a pending move, newest first.
 */
export function createMarketTradingBackend({
  accounts = [],
  holdings = [],
  moves = [],
  positions = [],
}: TradingBackendOptions = {}) {
  const state = {
    holdings: [...holdings],
    moves: [...moves],
    calls: [] as MarketMoveCall[],
    /** Codes and messages the next POST is refused with (a 400), once. */
    failWith: null as { codeMessage: string; message: string }[] | null,
  };
  const answered = new Map<string, MarketMove>();
  const handlers = [
    http.get(apiUrl(MARKET_TRADING_PATH), ({ request }) => {
      const market = new URL(request.url).searchParams.get('market') as MarketId;
      const account = accounts.find((each) => each.market === market) ?? null;
      return ok({
        account,
        holdings: account ? state.holdings : [],
        moves: state.moves.filter((move) => move.market === market),
      });
    }),
    http.post(apiUrl(MARKET_MOVES_PATH), async ({ request }) => {
      const body = (await request.json()) as MarketMoveRequest;
      const idempotencyKey = request.headers.get('idempotency-key');
      state.calls.push({ body, idempotencyKey });
      const earlier = idempotencyKey ? answered.get(idempotencyKey) : undefined;
      if (earlier) return ok({ move: earlier });
      if (state.failWith) {
        const codeMessages = state.failWith;
        state.failWith = null;
        return HttpResponse.json({ status: 0, codeMessages }, { status: 400 });
      }
      const block =
        body.direction === 'in'
          ? positions.find((position) => position.serialId === body.serialId)
          : state.holdings.find((holding) => holding.serialId === body.serialId);
      const move = marketMoveRow({
        id: state.moves.length + 100,
        market: body.market,
        direction: body.direction,
        state: 'pending',
        serialId: body.serialId,
        serial: block?.serial ?? '',
        projectName: block?.projectName ?? '',
        quantityKg: body.isKg ? body.quantity : body.quantity * 1000,
        reference: null,
        attempts: 0,
        requestedAt: '2026-11-29T12:00:00.000Z',
        settledAt: null,
      });
      state.moves = [move, ...state.moves];
      if (idempotencyKey) answered.set(idempotencyKey, move);
      return ok({ move });
    }),
  ];
  /** The market answers a move: it is confirmed or failed from now on. */
  const settle = (id: number, changes: Partial<MarketMove>) => {
    state.moves = state.moves.map((move) => (move.id === id ? { ...move, ...changes } : move));
  };
  return { state, handlers, settle };
}
