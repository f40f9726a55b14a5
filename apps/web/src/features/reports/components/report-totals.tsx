import { useTranslation } from 'react-i18next';
import type { CarbonTaxReportAnswer } from '@registry/contract/retirements/carbon-tax-report';
import { formatQuantity } from '../../positions/utils/quantities';

/** How many retirements the filter matches and the tonnes they retired (every row, not only the table's). */
export function ReportTotals({ totals }: { totals: CarbonTaxReportAnswer['totals'] }) {
  const { t, i18n } = useTranslation('reports');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <section aria-label={t('totals.title')} className="mb-4">
      <dl className="d-flex flex-wrap gap-3 mb-0">
        <div className="border rounded px-3 py-2">
          <dt className="small text-body-secondary fw-normal">{t('totals.retirements')}</dt>
          <dd className="fs-4 fw-semibold mb-0">{number.format(totals.retirements)}</dd>
        </div>
        <div className="border rounded px-3 py-2">
          <dt className="small text-body-secondary fw-normal">{t('totals.tonnes')}</dt>
          <dd className="fs-4 fw-semibold mb-0">
            {formatQuantity(totals.quantityKg, false, i18n.language)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
