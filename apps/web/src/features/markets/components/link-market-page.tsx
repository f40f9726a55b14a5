import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { checkMarketAccountId } from '@registry/contract/markets/market-account-id';
import { MARKETS, type MarketId } from '@registry/contract/markets/markets';
import { useToast } from '../../../components/ui/toast-context';
import { useSession } from '../../../hooks/use-session';
import { failureText } from '../../../lib/ledger-call';
import { useLinkMarketAccount, useMarketAccounts } from '../api/market-accounts';
import { isTrader, marketOfPath } from '../utils/market-pages';
import { LinkedAccount } from './linked-account';
import { MarketPageFrame } from './market-page-frame';

/**
 * /register-trading-cbl, -rcc, -chia, -bnz, -tanager, /register-polygon and
 * /register-tolam (DESIGN.md 4.6): the company's account on one market, and a
 * form that checks a new id in the market's own format before it is sent,
 * naming what is wrong with it.
 */
export function LinkMarketPage() {
  const { pathname } = useLocation();
  const market = marketOfPath(pathname) ?? 'cbl';
  return <LinkMarket key={market} market={market} />;
}

function LinkMarket({ market }: { market: MarketId }) {
  const { t } = useTranslation('markets');
  const session = useSession();
  const canTrade = isTrader(session);
  const accounts = useMarketAccounts(canTrade);
  const link = useLinkMarketAccount();
  const { showToast } = useToast();
  const facts = MARKETS[market];
  const fieldId = useId();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const account = accounts.data?.find((each) => each.market === market);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkMarketAccountId(market, value);
    if (!check.ok) {
      setProblem(t(`reasons.${check.reason}`));
      return;
    }
    setProblem(null);
    link.mutate(
      { market, accountId: check.normalized },
      {
        onSuccess: () => {
          setValue('');
          showToast({ message: t('form.saved', { market: facts.name }) });
        },
        onError: (error) => setProblem(failureText(error, t('form.failed'))),
      },
    );
  };

  return (
    <MarketPageFrame
      market={market}
      query={accounts}
      loadingLabel={t('loading')}
      failedLabel={t('failed')}
    >
      <div className="row g-4">
        <section className="col-lg-5" aria-labelledby={`${fieldId}-linked`}>
          <h2 className="h5" id={`${fieldId}-linked`}>
            {t('linked')}
          </h2>
          <LinkedAccount account={account} />
        </section>
        <form className="col-lg-7" noValidate onSubmit={submit}>
          <label className="form-label" htmlFor={fieldId}>
            {t('form.accountId', { market: facts.name })}
          </label>
          <input
            id={fieldId}
            className={`form-control font-monospace${problem ? ' is-invalid' : ''}`}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            maxLength={128}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${fieldId}-help${problem ? ` ${fieldId}-problem` : ''}`}
          />
          {problem && (
            <div className="invalid-feedback" id={`${fieldId}-problem`} role="alert">
              {problem}
            </div>
          )}
          <div className="form-text text-break" id={`${fieldId}-help`}>
            {t('form.help', { market: facts.name, example: facts.exampleAccountId })}
          </div>
          <button type="submit" className="btn btn-primary mt-3" disabled={link.isPending}>
            {link.isPending && (
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            )}
            {t(account ? 'form.submitChange' : 'form.submit')}
          </button>
        </form>
      </div>
    </MarketPageFrame>
  );
}
