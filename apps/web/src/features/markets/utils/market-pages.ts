import { TRADING_ACCOUNT_TYPES } from '@registry/contract/auth/trading-account-types';
import type { TokenClaims } from '@registry/contract/auth/token-claims';
import type { MarketId } from '@registry/contract/markets/markets';

/** The page where a company links its account on each market (spec section 2), in the menu's order. */
export const LINK_PAGES: readonly { market: MarketId; path: string }[] = [
  { market: 'cbl', path: '/register-trading-cbl' },
  { market: 'rcc', path: '/register-trading-rcc' },
  { market: 'polygon', path: '/register-polygon' },
  { market: 'chia', path: '/register-trading-chia' },
  { market: 'bnz', path: '/register-trading-bnz' },
  { market: 'tolam', path: '/register-tolam' },
  { market: 'tanager', path: '/register-trading-tanager' },
];

export const MARKETS_PATH = '/register-trading';

/** The trading screen of each market (spec section 2, the Trading menu), in the menu's order. */
export const TRADING_PAGES: readonly { market: MarketId; path: string }[] = [
  { market: 'cbl', path: '/TradingCbl' },
  { market: 'rcc', path: '/trading-rcc' },
  { market: 'polygon', path: '/trading-polygon' },
  { market: 'chia', path: '/TradingChia' },
  { market: 'bnz', path: '/trading-bnz' },
  { market: 'tolam', path: '/trading-tolam' },
  { market: 'tanager', path: '/trading-tanager' },
];

/** The market a link page's path names, or null. */
export function marketOfPath(pathname: string): MarketId | null {
  return LINK_PAGES.find((page) => page.path === pathname)?.market ?? null;
}

/**
 * The market a trading screen's path names, or null. Routes match in any case
 * (/tradingcbl opens /TradingCbl), so the path is compared the same way.
 */
export function marketOfTradingPath(pathname: string): MarketId | null {
  const path = pathname.toLowerCase();
  return TRADING_PAGES.find((page) => page.path.toLowerCase() === path)?.market ?? null;
}

/** The link page of a market (/register-trading-cbl, /register-polygon ...). */
export function linkPathOf(market: MarketId): string {
  return LINK_PAGES.find((page) => page.market === market)?.path ?? MARKETS_PATH;
}

/**
 * Whether a session may link market accounts and move credits to markets: the
 * Trading menu's users (spec section 2).
 */
export function isTrader(claims: TokenClaims | null): boolean {
  return (
    !!claims &&
    TRADING_ACCOUNT_TYPES.includes(claims.typeAccount) &&
    claims.permits.includes('exchange')
  );
}
