import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  PUBLIC_LEDGER_CSV_PATH,
  type PublicLedgerRow,
} from '@registry/contract/retirements/public-ledger';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { PageHeader } from '../../../components/ui/page-header';
import { useToast } from '../../../components/ui/toast-context';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { API_BASE_PATH } from '../../../lib/api-client';
import { downloadServerCsv } from '../../../lib/download-server-csv';
import { usePublicProject } from '../../public-projects/api/public-projects';
import { usePublicLedger } from '../api/public-ledger';
import {
  hasFilter,
  isRangeInverted,
  ledgerQueryString,
  readLedgerFilter,
  type LedgerFilter,
} from '../utils/ledger-filter';
import { LedgerFilters } from './ledger-filters';
import { LedgerTable } from './ledger-table';

const NO_ROWS: readonly PublicLedgerRow[] = [];

/**
 * /public-ledger, for anyone (DESIGN.md 4.4): the registry's retirements and
 * cancellations, newest first, filtered by operation, purpose, project and
 * days (kept in the address), a page at a time, and the registry's CSV of
 * exactly the filter. No holder is ever named.
 */
export function PublicLedgerPage() {
  const { t } = useTranslation('publicLedger');
  const title = useRouteTitle();
  const { showToast } = useToast();
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => readLedgerFilter(params), [params]);
  const ledger = usePublicLedger(filter);
  const projectName = usePublicProject(filter.projectId ?? 0).data?.project.name;
  const [isDownloading, setDownloading] = useState(false);
  // The page shown, per filter: a new filter starts at its first page.
  const filterKey = ledgerQueryString(filter);
  const [paging, setPaging] = useState({ filterKey, pageIndex: 0 });
  const pageIndex = paging.filterKey === filterKey ? paging.pageIndex : 0;
  const pages = ledger.data?.pages;
  const rows = pages?.[pageIndex]?.rows ?? NO_ROWS;

  const changeFilter = (next: LedgerFilter) =>
    setParams(new URLSearchParams(ledgerQueryString(next)));
  const goTo = (index: number) => setPaging({ filterKey, pageIndex: index });
  const next = async () => {
    if (!pages?.[pageIndex + 1]) {
      const fetched = await ledger.fetchNextPage();
      if (!fetched.data?.pages[pageIndex + 1]) return;
    }
    goTo(pageIndex + 1);
  };
  const download = async () => {
    setDownloading(true);
    try {
      await downloadServerCsv(
        `${API_BASE_PATH}${PUBLIC_LEDGER_CSV_PATH}${filterKey}`,
        'retirements-and-cancellations',
      );
    } catch {
      showToast({ message: t('downloadFailed'), variant: 'danger' });
    } finally {
      setDownloading(false);
    }
  };

  const body = () => {
    if (isRangeInverted(filter)) return null;
    if (ledger.isPending) return <LoadingSpinner label={t('loading')} />;
    if (ledger.isError && rows.length === 0) {
      return (
        <ErrorState
          message={t('loadError')}
          onRetry={() => void ledger.refetch()}
          isRetrying={ledger.isFetching}
        />
      );
    }
    if (rows.length === 0) {
      return hasFilter(filter) ? (
        <EmptyState title={t('noMatchTitle')} text={t('noMatch')} />
      ) : (
        <EmptyState title={t('emptyTitle')} text={t('empty')} />
      );
    }
    return (
      <>
        <LedgerTable
          rows={rows}
          hasNextPage={Boolean(pages?.[pageIndex + 1]) || ledger.hasNextPage}
          onNextPage={() => void next()}
          hasPreviousPage={pageIndex > 0}
          onPreviousPage={() => goTo(pageIndex - 1)}
        />
        {ledger.isFetchingNextPage && <LoadingSpinner label={t('loading')} />}
        {ledger.isFetchNextPageError && (
          <ErrorState message={t('loadError')} onRetry={() => void next()} />
        )}
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
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void download()}
              disabled={isDownloading || isRangeInverted(filter)}
              aria-busy={isDownloading}
            >
              {t('download')}
            </button>
            <Link className="btn btn-outline-secondary" to="/jp-report">
              {t('reportLink')}
            </Link>
          </>
        }
      />
      {filter.projectId !== undefined && (
        <p className="d-flex flex-wrap align-items-center gap-2">
          <span className="badge text-bg-secondary">
            {projectName
              ? t('filters.projectNamed', { name: projectName })
              : t('filters.project', { id: filter.projectId })}
          </span>
          <button
            type="button"
            className="btn btn-link p-0"
            onClick={() => changeFilter({ ...filter, projectId: undefined })}
          >
            {t('filters.allProjects')}
          </button>
        </p>
      )}
      <LedgerFilters filter={filter} onChange={changeFilter} />
      {body()}
    </>
  );
}
