import { useTranslation } from 'react-i18next';
import type { MarketAccount } from '@registry/contract/markets/market-accounts-api';

/** A linked account: its id as the market writes it, when and by whom it was linked. */
export function LinkedAccount({ account }: { account: MarketAccount | undefined }) {
  const { t, i18n } = useTranslation('markets');
  if (!account) return <span className="text-body-secondary">{t('notLinked')}</span>;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <>
      <code className="text-break d-block">{account.accountId}</code>
      <small className="text-body-secondary">
        {t('linkedOn', { date: date.format(new Date(account.linkedAt)), name: account.linkedBy })}
      </small>
    </>
  );
}
