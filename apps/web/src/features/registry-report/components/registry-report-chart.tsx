import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistryReportRow } from '@registry/contract/retirements/registry-report';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { KG_PER_TONNE } from '../../positions/utils/quantities';

// chart.js loads only when the report shows its chart.
const BarChartCanvas = lazy(() => import('../../../components/charts/bar-chart-canvas'));

/** The four measures, each in its colour (issued in the brand green). */
const MEASURES = [
  { key: 'issuedKg', color: '#2e7d32' },
  { key: 'retiredKg', color: '#1565c0' },
  { key: 'cancelledKg', color: '#c62828' },
  { key: 'bufferKg', color: '#b26a00' },
] as const;

/**
 * The breakdown's tonnes as grouped bars; screen readers get every figure in
 * the chart's label, and the table under it holds the same.
 */
export function RegistryReportChart({
  rows,
  byName,
}: {
  rows: readonly RegistryReportRow[];
  /** The breakdown's name, lower case ("year"), for the title. */
  byName: string;
}) {
  const { t, i18n } = useTranslation('registryReport');
  const captionId = useId();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 });
  const tonnes = (kg: number) => number.format(kg / KG_PER_TONNE);
  const description = t('chart.description', {
    by: byName,
    list: rows
      .map((row) =>
        t('chart.item', {
          label: row.label,
          issued: tonnes(row.issuedKg),
          retired: tonnes(row.retiredKg),
          cancelled: tonnes(row.cancelledKg),
          buffer: tonnes(row.bufferKg),
        }),
      )
      .join('; '),
  });
  return (
    <figure className="mb-4" aria-labelledby={captionId}>
      <figcaption id={captionId} className="fw-semibold mb-2">
        {t('chart.title', { by: byName })}
      </figcaption>
      <div style={{ height: 280 }}>
        <Suspense fallback={<LoadingSpinner />}>
          <BarChartCanvas
            labels={rows.map((row) => row.label)}
            series={MEASURES.map(({ key, color }) => ({
              label: t(`totals.${key}`),
              color,
              values: rows.map((row) => row[key] / KG_PER_TONNE),
            }))}
            description={description}
            locale={i18n.language}
            maxBarThickness={40}
          />
        </Suspense>
      </div>
    </figure>
  );
}
