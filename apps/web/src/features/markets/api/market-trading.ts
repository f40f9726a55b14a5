import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MARKET_MOVES_PATH,
  MARKET_TRADING_PATH,
  MarketMoveResponseSchema,
  MarketTradingResponseSchema,
  type MarketMoveRequest,
} from '@registry/contract/markets/market-moves-api';
import type { MarketId } from '@registry/contract/markets/markets';
import { ledgerCall } from '../../../lib/ledger-call';
import { POSITIONS_QUERY_KEY } from '../../positions/api/positions';

/** Every trading query starts with this key; a move invalidates its market's. */
export const MARKET_TRADING_KEY = ['marketTrading'] as const;

/** While a move waits for the market's answer, the screen asks again this often. */
export const PENDING_MOVES_REFETCH_MS = 2000;

export const marketTradingKey = (market: MarketId) => [...MARKET_TRADING_KEY, market] as const;

/**
 * GET /api/markets/trading?market=…: the company's account on the market, the
 * credits it holds there and its moves, newest first. Asked again every
 * PENDING_MOVES_REFETCH_MS while a move is pending, so its state changes on screen.
 */
export function useMarketTrading(market: MarketId, isEnabled: boolean) {
  return useQuery({
    queryKey: marketTradingKey(market),
    enabled: isEnabled,
    queryFn: async ({ signal }) => {
      const { account, holdings, moves } = await ledgerCall({
        path: `${MARKET_TRADING_PATH}?market=${market}`,
        schema: MarketTradingResponseSchema,
        signal,
      });
      return { account, holdings, moves };
    },
    refetchInterval: (query) =>
      query.state.data?.moves.some((move) => move.state === 'pending')
        ? PENDING_MOVES_REFETCH_MS
        : false,
  });
}

export interface MarketMoveCall {
  request: MarketMoveRequest;
  idempotencyKey: string;
}

/** POST /api/markets/moves: credits into the market's escrow (in) or asked back from it (out). */
export function requestMarketMove({ request, idempotencyKey }: MarketMoveCall) {
  return ledgerCall({
    path: MARKET_MOVES_PATH,
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: MarketMoveResponseSchema,
  });
}

/** A move; the market's trading screen and the company's positions load again after it. */
export function useMarketMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestMarketMove,
    onSuccess: (_answer, { request }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: marketTradingKey(request.market) }),
        queryClient.invalidateQueries({ queryKey: POSITIONS_QUERY_KEY }),
      ]),
  });
}
