import type {
  MarketMoveRequest,
  MarketMoveResponse,
  MarketTradingResponse,
} from '@registry/contract/markets/market-moves-api';
import type { MarketId } from '@registry/contract/markets/markets';
import type { TestApp } from '../test-app';
import { call } from './call';
import { ledgerPost } from './ledger';

/* The external markets as the /trading-* screens call them (DESIGN.md 4.6). */

/** EIP-55's own test vector: a Polygon address. */
export const POLYGON_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

/** Links the session's company to a Polygon address (or another market's account). */
export async function linkMarket(
  t: TestApp,
  token: string,
  market: MarketId = 'polygon',
  accountId = POLYGON_ADDRESS,
) {
  const path = market === 'polygon' || market === 'tolam' ? 'marketplaceUser' : 'exchangeUser';
  const linked = await call(t, 'POST', `/api/user/${path}`, {
    token,
    payload: { market, accountId },
  });
  if (linked.status !== 200) throw new Error(`linking ${market}: ${linked.raw}`);
}

/** Asks for a move; the answer's body holds the move, or the refusal's codes. */
export async function requestMove(
  t: TestApp,
  token: string,
  request: Omit<MarketMoveRequest, 'market' | 'isKg'> & Partial<MarketMoveRequest>,
  idempotencyKey?: string,
) {
  const { status, body } = await ledgerPost(
    t,
    token,
    '/api/markets/moves',
    { market: 'polygon', isKg: false, ...request },
    idempotencyKey,
  );
  return { status, body: body as unknown as MarketMoveResponse };
}

/** What the company has on the market and its moves. */
export async function tradingOf(t: TestApp, token: string, market: MarketId = 'polygon') {
  return call<MarketTradingResponse>(t, 'GET', `/api/markets/trading?market=${market}`, { token });
}
