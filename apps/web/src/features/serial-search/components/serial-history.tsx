import { useTranslation } from 'react-i18next';
import type { PublicAccount, PublicMovement } from '@registry/contract/ledger/ledger-history';
import { formatQuantity } from './serial-quantity';

/** An account as the public sees it: the company when it may be named, else its kind. */
export function AccountName({ account }: { account: PublicAccount | null }) {
  const { t } = useTranslation('serialSearch');
  if (!account) return <>{t('account.none')}</>;
  const kind = t(`account.${account.kind}`);
  return <>{account.companyName ? `${account.companyName} (${kind})` : kind}</>;
}

/** The timeline of a block's kg, oldest first: issue, splits, transfers, conversion, status changes. */
export function SerialHistory({
  history,
  isKg,
}: {
  history: readonly PublicMovement[];
  isKg: boolean;
}) {
  const { t, i18n } = useTranslation('serialSearch');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  if (history.length === 0) return <p className="text-body-secondary">{t('noHistory')}</p>;
  return (
    <ol className="list-unstyled border-start ps-3 mb-0">
      {history.map((movement) => (
        <li key={movement.id} className="mb-3">
          <p className="fw-semibold mb-0">
            {t(`kinds.${movement.kind}`)}:{' '}
            {formatQuantity(movement.quantityKg, isKg, i18n.language)}
          </p>
          <p className="small mb-0">
            {t('from')} <AccountName account={movement.from} /> · {t('to')}{' '}
            <AccountName account={movement.to} />
          </p>
          <p className="small text-body-secondary mb-0">
            <time dateTime={movement.createdAt}>{date.format(new Date(movement.createdAt))}</time>
            {' · '}
            <span className="text-break">{movement.serial}</span>
          </p>
        </li>
      ))}
    </ol>
  );
}
