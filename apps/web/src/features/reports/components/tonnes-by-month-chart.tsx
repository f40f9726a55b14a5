import { lazy, Suspense, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CarbonTaxReportAnswer } from '@registry/contract/retirements/carbon-tax-report';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { KG_PER_TONNE } from '../../positions/utils/quantities';
import { monthLabel } from '../utils/month-label';

// chart.js loads only when the report shows its chart.
const BarChartCanvas = lazy(() => import('../../../components/charts/bar-chart-canvas'));

type Months = CarbonTaxReportAnswer['byMonth'];

/**
 * The tonnes retired per month as bars; screen readers get the figures in the
 * chart's label, and anyone can open them as a table under it.
 */
export function TonnesByMonthChart({ months }: { months: Months }) {
  const { t, i18n } = useTranslation('reports');
  const captionId = useId();
  const bars = useMemo(
    () =>
      months.map((month) => ({
        key: month.month,
        label: monthLabel(month.month, i18n.language),
        tonnes: month.quantityKg / KG_PER_TONNE,
      })),
    [months, i18n.language],
  );
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 });
  const description = t('chart.description', {
    list: bars.map((bar) => `${bar.label}: ${number.format(bar.tonnes)} t`).join('; '),
  });
  return (
    <figure className="mb-4" aria-labelledby={captionId}>
      <figcaption id={captionId} className="fw-semibold mb-2">
        {t('chart.title')}
      </figcaption>
      <div style={{ height: 240 }}>
        <Suspense fallback={<LoadingSpinner />}>
          <BarChartCanvas
            labels={bars.map((bar) => bar.label)}
            series={[
              { label: t('chart.tonnes'), color: '#2e7d32', values: bars.map((bar) => bar.tonnes) },
            ]}
            description={description}
            locale={i18n.language}
          />
        </Suspense>
      </div>
      <details className="mt-2">
        <summary>{t('chart.showTable')}</summary>
        <table className="table table-sm w-auto mt-2">
          <caption className="visually-hidden">{t('chart.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('chart.month')}</th>
              <th scope="col" className="text-end">
                {t('chart.tonnes')}
              </th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.key}>
                <th scope="row">{bar.label}</th>
                <td className="text-end">{number.format(bar.tonnes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
