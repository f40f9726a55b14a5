import { useLocation } from 'react-router';
import { marketOfPath, marketOfTradingPath } from '../utils/market-pages';
import { LinkMarketPage } from './link-market-page';
import { MarketsPage } from './markets-page';
import { TradingPage } from './trading-page';

/**
 * The screen of /register-trading, of the seven market link pages and of the
 * seven trading screens: one lazy chunk and one loader for all fifteen routes
 * (the first page's route table stays as small as it was).
 */
export function MarketsScreen() {
  const { pathname } = useLocation();
  if (marketOfTradingPath(pathname)) return <TradingPage />;
  return marketOfPath(pathname) ? <LinkMarketPage /> : <MarketsPage />;
}
