import { useLocation } from 'react-router';
import { marketOfPath } from '../utils/market-pages';
import { LinkMarketPage } from './link-market-page';
import { MarketsPage } from './markets-page';

/**
 * The screen of /register-trading and of the seven market pages: one lazy
 * chunk and one loader for all eight routes (the first page's route table
 * stays as small as it was).
 */
export function MarketsScreen() {
  const { pathname } = useLocation();
  return marketOfPath(pathname) ? <LinkMarketPage /> : <MarketsPage />;
}
