import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { toLanguage } from '@registry/contract/common/language';
import { MARKETS, type MarketId } from '@registry/contract/markets/markets';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { PageHeader } from '../../../components/ui/page-header';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { useSession } from '../../../hooks/use-session';
import { failureText } from '../../../lib/ledger-call';
import { isTrader, MARKETS_PATH } from '../utils/market-pages';
import { MarketAccessNotice } from './market-access-notice';

interface MarketPageFrameProps {
  market: MarketId;
  /** The page's data, asked only for a trader. */
  query: UseQueryResult<unknown>;
  loadingLabel: string;
  failedLabel: string;
  /** A trading screen (its notice speaks of moving credits, not of linking accounts). */
  isTrading?: boolean;
  /** The page once its data came (kept on screen under the error of a failed refetch). */
  children: ReactNode;
}

/**
 * What a market's link page and its trading screen share: the market's name
 * and description with the way back to all markets, the notice for those who
 * do not trade, and the data's loading and error states.
 */
export function MarketPageFrame({
  market,
  query,
  loadingLabel,
  failedLabel,
  isTrading = false,
  children,
}: MarketPageFrameProps) {
  const { t, i18n } = useTranslation('markets');
  const title = useRouteTitle();
  const session = useSession();
  const canTrade = isTrader(session);
  return (
    <>
      <PageHeader
        title={title}
        description={MARKETS[market].description[toLanguage(i18n.language)]}
        actions={
          <Link className="btn btn-outline-secondary" to={MARKETS_PATH}>
            {t('allMarkets')}
          </Link>
        }
      />
      {!canTrade && <MarketAccessNotice session={session} isTrading={isTrading} />}
      {canTrade && query.isPending && <LoadingSpinner label={loadingLabel} />}
      {canTrade && query.isError && (
        <ErrorState
          message={failureText(query.error, failedLabel)}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      )}
      {canTrade && query.data !== undefined && children}
    </>
  );
}
