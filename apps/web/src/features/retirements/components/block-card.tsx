import { useTranslation } from 'react-i18next';
import type { Position } from '@registry/contract/ledger/ledger-api';
import { formatQuantity } from '../../positions/utils/quantities';

/** The block being retired: project, vintage, serial, what it holds and where. */
export function BlockCard({ position }: { position: Position }) {
  const { t, i18n } = useTranslation('retirements');
  return (
    <section className="border rounded p-3 mb-4" aria-labelledby="retire-block-title">
      <h2 className="h5" id="retire-block-title">
        {t('block.title')}
      </h2>
      <dl className="row mb-0">
        <dt className="col-sm-4">{t('block.project')}</dt>
        <dd className="col-sm-8">{position.projectName}</dd>
        <dt className="col-sm-4">{t('block.vintage')}</dt>
        <dd className="col-sm-8">{position.vintage}</dd>
        <dt className="col-sm-4">{t('block.serial')}</dt>
        <dd className="col-sm-8 font-monospace small text-break">{position.serial}</dd>
        <dt className="col-sm-4">{t('block.held')}</dt>
        <dd className="col-sm-8">
          {formatQuantity(position.quantityKg, position.divisible, i18n.language)}
          {' · '}
          {position.divisible ? t('block.divisible') : t('block.wholeTonnes')}
        </dd>
        <dt className="col-sm-4">{t('block.account')}</dt>
        <dd className="col-sm-8 mb-0">
          {position.subAccountId === null
            ? t('mainAccount')
            : t('subAccount', { name: position.accountName })}
        </dd>
      </dl>
    </section>
  );
}
