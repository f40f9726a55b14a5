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

/** The market a link page's path names, or null. */
export function marketOfPath(pathname: string): MarketId | null {
  return LINK_PAGES.find((page) => page.path === pathname)?.market ?? null;
}

/** Whether a session may link market accounts: the Trading menu's users (spec section 2). */
export function isTrader(claims: TokenClaims | null): boolean {
  return (
    !!claims &&
    TRADING_ACCOUNT_TYPES.includes(claims.typeAccount) &&
    claims.permits.includes('exchange')
  );
}
