import { useLocation } from 'react-router';
import { marketOfTradingPath } from '../utils/market-pages';
import { MarketTrading } from './market-trading';

/**
 * /TradingCbl, /trading-rcc, /trading-polygon, /TradingChia, /trading-bnz,
 * /trading-tolam and /trading-tanager (DESIGN.md 4.6): one screen, configured
 * by the market its path names; a new market starts it afresh.
 */
export function TradingPage() {
  const { pathname } = useLocation();
  const market = marketOfTradingPath(pathname) ?? 'cbl';
  return <MarketTrading key={market} market={market} />;
}
