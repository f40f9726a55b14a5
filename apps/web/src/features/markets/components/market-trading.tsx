import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MarketHolding } from '@registry/contract/markets/market-moves-api';
import { MARKETS, type MarketId } from '@registry/contract/markets/markets';
import { EmptyState } from '../../../components/ui/empty-state';
import { useSession } from '../../../hooks/use-session';
import { useMarketTrading } from '../api/market-trading';
import { isTrader, linkPathOf } from '../utils/market-pages';
import { HoldingsTable } from './holdings-table';
import { MarketPageFrame } from './market-page-frame';
import { MoveInDialog } from './move-in-dialog';
import { MoveOutDialog } from './move-out-dialog';
import { MovesTable } from './moves-table';

/**
 * One market's trading screen: the company's account on it, the credits it
 * holds there (each can be moved out), a move in from one of its blocks, and
 * the moves with their states, asked again while one is pending.
 */
export function MarketTrading({ market }: { market: MarketId }) {
  const { t } = useTranslation('markets');
  const trading = useMarketTrading(market, isTrader(useSession()));
  const id = useId();
  const [isMovingIn, setIsMovingIn] = useState(false);
  const [movingOut, setMovingOut] = useState<MarketHolding | null>(null);
  const onMoveOut = useCallback((holding: MarketHolding) => setMovingOut(holding), []);
  const name = MARKETS[market].name;
  const linkPath = linkPathOf(market);
  const data = trading.data;

  const moveInButton = (
    <button type="button" className="btn btn-primary" onClick={() => setIsMovingIn(true)}>
      {t('trading.moveIn.open')}
    </button>
  );

  return (
    <>
      <MarketPageFrame
        market={market}
        query={trading}
        loadingLabel={t('trading.loading')}
        failedLabel={t('trading.failed')}
        isTrading
      >
        {data && data.account === null && (
          <EmptyState
            title={t('trading.unlinkedTitle', { market: name })}
            text={t('trading.unlinked', { market: name })}
            action={
              <Link className="btn btn-primary" to={linkPath}>
                {t('link', { market: name })}
              </Link>
            }
          />
        )}
        {data?.account && (
          <>
            <p className="mb-4">
              <span className="fw-semibold me-1">{t('trading.account', { market: name })}</span>
              <code className="text-break me-2">{data.account.accountId}</code>
              <Link to={linkPath}>{t('trading.changeAccount')}</Link>
            </p>
            <section className="mb-5" aria-labelledby={`${id}-holdings`}>
              <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
                <h2 className="h4 mb-0" id={`${id}-holdings`}>
                  {t('trading.holdings.title', { market: name })}
                </h2>
                {data.holdings.length > 0 && moveInButton}
              </div>
              {data.holdings.length === 0 ? (
                <EmptyState
                  title={t('trading.holdings.empty', { market: name })}
                  text={t('trading.holdings.emptyText', { market: name })}
                  action={moveInButton}
                />
              ) : (
                <HoldingsTable market={market} holdings={data.holdings} onMoveOut={onMoveOut} />
              )}
            </section>
            <section aria-labelledby={`${id}-moves`}>
              <h2 className="h4 mb-2" id={`${id}-moves`}>
                {t('trading.moves.title')}
              </h2>
              {data.moves.length === 0 ? (
                <EmptyState title={t('trading.moves.empty')} text={t('trading.moves.emptyText')} />
              ) : (
                <MovesTable market={market} moves={data.moves} />
              )}
            </section>
          </>
        )}
      </MarketPageFrame>
      {isMovingIn && <MoveInDialog market={market} onClose={() => setIsMovingIn(false)} />}
      {movingOut && (
        <MoveOutDialog
          key={movingOut.serialId}
          market={market}
          holding={movingOut}
          onClose={() => setMovingOut(null)}
        />
      )}
    </>
  );
}
