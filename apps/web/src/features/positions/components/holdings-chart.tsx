import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HoldingTotal } from '@registry/contract/ledger/ledger-api';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { tonnesByProject } from '../utils/quantities';

// chart.js loads only when /my-positions shows its chart.
const HoldingsChartCanvas = lazy(() => import('./holdings-chart-canvas'));

/** The company's holdings per project, as bars, with its text equivalent. */
export function HoldingsChart({ positions }: { positions: readonly HoldingTotal[] }) {
  const { t, i18n } = useTranslation('positions');
  const bars = useMemo(() => tonnesByProject(positions), [positions]);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 });
  const description = t('chart.description', {
    list: bars.map((bar) => `${bar.label}: ${number.format(bar.tonnes)} t`).join('; '),
  });
  return (
    <figure className="mb-4">
      <figcaption className="fw-semibold mb-2">{t('chart.title')}</figcaption>
      <div style={{ height: 240 }}>
        <Suspense fallback={<LoadingSpinner />}>
          <HoldingsChartCanvas
            bars={bars}
            label={t('chart.tonnes')}
            description={description}
            locale={i18n.language}
          />
        </Suspense>
      </div>
    </figure>
  );
}
