import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PublicAccount, PublicMovement } from '@registry/contract/ledger/ledger-history';
import { formatQuantity } from './serial-quantity';

/** An account as the public sees it: the company when it may be named, else its kind. */
function accountText(account: PublicAccount, t: TFunction<'serialSearch'>): string {
  const kind = t(`account.${account.kind}`);
  return account.companyName ? `${account.companyName} (${kind})` : kind;
}

export function AccountName({ account }: { account: PublicAccount }) {
  const { t } = useTranslation('serialSearch');
  return <>{accountText(account, t)}</>;
}

/** Where a movement took the kg, as a person says it: an issuance has no "from". */
function routeText(movement: PublicMovement, t: TFunction<'serialSearch'>): string {
  const { from, to } = movement;
  if (from && to) return t('route.fromTo', { from: accountText(from, t), to: accountText(to, t) });
  if (to) return t('route.issuedTo', { to: accountText(to, t) });
  if (from) return t('route.from', { from: accountText(from, t) });
  return '';
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
          <p className="small mb-0">{routeText(movement, t)}</p>
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
