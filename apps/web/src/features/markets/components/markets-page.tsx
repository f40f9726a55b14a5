import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MARKETS } from '@registry/contract/markets/markets';
import { toLanguage } from '@registry/contract/common/language';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { PageHeader } from '../../../components/ui/page-header';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { useSession } from '../../../hooks/use-session';
import { failureText } from '../../../lib/ledger-call';
import { useMarketAccounts } from '../api/market-accounts';
import { isTrader, LINK_PAGES } from '../utils/market-pages';
import { LinkedAccount } from './linked-account';
import { MarketAccessNotice } from './market-access-notice';

/**
 * /register-trading (DESIGN.md 4.6): the seven external markets, what each is,
 * and the company's account on each, with the way to link or change it.
 */
export function MarketsPage() {
  const { t, i18n } = useTranslation('markets');
  const title = useRouteTitle();
  const session = useSession();
  const canTrade = isTrader(session);
  const accounts = useMarketAccounts(canTrade);
  const listId = useId();
  const lng = toLanguage(i18n.language);
  return (
    <>
      <PageHeader title={title} description={t('description')} />
      {!canTrade && <MarketAccessNotice session={session} />}
      {canTrade && accounts.isPending && <LoadingSpinner label={t('loading')} />}
      {canTrade && accounts.isError && (
        <ErrorState
          message={failureText(accounts.error, t('failed'))}
          onRetry={() => void accounts.refetch()}
          isRetrying={accounts.isFetching}
        />
      )}
      <h2 className="visually-hidden" id={listId}>
        {t('listCaption')}
      </h2>
      <ul className="list-unstyled row g-3" aria-labelledby={listId}>
        {LINK_PAGES.map(({ market, path }) => {
          const facts = MARKETS[market];
          const account = accounts.data?.find((each) => each.market === market);
          return (
            <li key={market} className="col-md-6 col-xl-4">
              <section className="card h-100" aria-labelledby={`${listId}-${market}`}>
                <div className="card-body d-flex flex-column gap-2">
                  <h3 className="h5 card-title mb-0" id={`${listId}-${market}`}>
                    {facts.name}
                  </h3>
                  <p className="card-text mb-0">{facts.description[lng]}</p>
                  {canTrade && accounts.isSuccess && (
                    <div>
                      <span className="fw-semibold d-block">{t('linked')}</span>
                      <LinkedAccount account={account} />
                    </div>
                  )}
                  {canTrade && (
                    <Link className="btn btn-outline-primary mt-auto align-self-start" to={path}>
                      {t(account ? 'change' : 'link', { market: facts.name })}
                    </Link>
                  )}
                </div>
              </section>
            </li>
          );
        })}
      </ul>
    </>
  );
}
