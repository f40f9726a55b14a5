import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  REGISTRY_REPORT_PATH,
  registryReportQueryString,
  type RegistryTonnes,
} from '@registry/contract/retirements/registry-report';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { PageHeader } from '../../../components/ui/page-header';
import { useToast } from '../../../components/ui/toast-context';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { API_BASE_PATH } from '../../../lib/api-client';
import { downloadServerCsv, downloadServerFile } from '../../../lib/download-server-csv';
import { formatQuantity } from '../../positions/utils/quantities';
import { useRegistryReport } from '../api/registry-report';
import { isYearRangeInverted, readReportView, viewSearch } from '../utils/report-view';
import { RegistryReportChart } from './registry-report-chart';
import { RegistryReportTable } from './registry-report-table';
import { ReportControls } from './report-controls';

const MEASURES = ['issuedKg', 'retiredKg', 'cancelledKg', 'bufferKg'] as const;

/** The four totals of the years asked for, as cards. */
function Totals({ totals }: { totals: RegistryTonnes }) {
  const { t, i18n } = useTranslation('registryReport');
  return (
    <section aria-label={t('totals.title')} className="mb-4">
      <dl className="d-flex flex-wrap gap-3 mb-0">
        {MEASURES.map((measure) => (
          <div key={measure} className="border rounded px-3 py-2">
            <dt className="small text-body-secondary fw-normal">{t(`totals.${measure}`)}</dt>
            <dd className="fs-4 fw-semibold mb-0">
              {formatQuantity(totals[measure], false, i18n.language)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * /jp-report, for anyone (DESIGN.md 4.4): the registry's tonnes issued,
 * retired, cancelled and in the buffer pool, by year, standard, country or
 * sector (the years and the breakdown kept in the address), as totals, a
 * chart and a table, and the registry's CSV and XLSX of them.
 */
export function RegistryReportPage() {
  const { t } = useTranslation('registryReport');
  const title = useRouteTitle();
  const { showToast } = useToast();
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readReportView(params), [params]);
  const isInverted = isYearRangeInverted(view.query);
  const report = useRegistryReport(view.query, !isInverted);
  const [downloading, setDownloading] = useState<'csv' | 'xlsx' | null>(null);
  const byTitle = t(`by.${view.by}`);
  const byName = byTitle.toLocaleLowerCase();

  const download = async (format: 'csv' | 'xlsx') => {
    setDownloading(format);
    const path = `${API_BASE_PATH}${REGISTRY_REPORT_PATH}.${format}${registryReportQueryString(view.query)}`;
    try {
      await (format === 'csv' ? downloadServerCsv : downloadServerFile)(path, 'registry-report');
    } catch {
      showToast({ message: t('downloads.failed'), variant: 'danger' });
    } finally {
      setDownloading(null);
    }
  };

  const body = () => {
    if (isInverted) return null;
    if (report.isPending) return <LoadingSpinner label={t('loading')} />;
    if (report.isError) {
      return (
        <ErrorState
          message={t('loadError')}
          onRetry={() => void report.refetch()}
          isRetrying={report.isFetching}
        />
      );
    }
    const data = report.data;
    if (data.totals.issuedKg === 0 && data.year.length === 0) {
      return <EmptyState title={t('emptyTitle')} text={t('empty')} />;
    }
    const rows = data[view.by];
    return (
      <>
        <Totals totals={data.totals} />
        <RegistryReportChart rows={rows} byName={byName} />
        <RegistryReportTable rows={rows} byTitle={byTitle} byName={byName} />
      </>
    );
  };

  return (
    <>
      <PageHeader
        title={title}
        description={t('description')}
        actions={
          <>
            {(['csv', 'xlsx'] as const).map((format) => (
              <button
                key={format}
                type="button"
                className="btn btn-outline-primary"
                onClick={() => void download(format)}
                disabled={downloading !== null || isInverted}
                aria-busy={downloading === format}
              >
                {t(`downloads.${format}`)}
              </button>
            ))}
            <Link className="btn btn-outline-secondary" to="/public-ledger">
              {t('ledgerLink')}
            </Link>
          </>
        }
      />
      <ReportControls view={view} onChange={(next) => setParams(viewSearch(next))} />
      {body()}
    </>
  );
}
