import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminCompany, ReviewAction } from '@registry/contract/administration/companies';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { PageHeader } from '../../../components/ui/page-header';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { failureText } from '../../../lib/ledger-call';
import { useAdminCompanies } from '../api/admin-companies';
import {
  companyFilterQuery,
  hasCompanyFilter,
  readCompanyFilter,
  type CompanyFilter,
} from '../utils/company-filter';
import { CompaniesTable } from './companies-table';
import { CompanyEditor } from './company-editor';
import { CompanyFilters } from './company-filters';
import { ReviewDialog, type ReviewTarget } from './review-dialog';
import { ReviewHistoryDialog } from './review-history-dialog';
import { SystemAccountsTable } from './system-accounts-table';

const NO_COMPANIES: readonly AdminCompany[] = [];
const EDIT_PARAM = 'edit';

/**
 * /system-accounts, the certifier's administration (DESIGN.md 4.1 and 4.5):
 * every company with its state, searched and filtered (kept in the address),
 * 50 more at a time; approve, reject, suspend or reinstate one with a
 * confirmation and a reason; its review history; its data edited with My
 * Company's tabs (?edit=id); and the registry's own
 * ledger accounts with what they hold. Another account type sees the API's
 * refusal.
 */
export function SystemAccountsPage() {
  const { t } = useTranslation('systemAccounts');
  const title = useRouteTitle();
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => readCompanyFilter(params), [params]);
  const companies = useAdminCompanies(filter);
  const [target, setTarget] = useState<ReviewTarget | null>(null);
  const [history, setHistory] = useState<AdminCompany | null>(null);
  const rows = useMemo(
    () => companies.data?.pages.flatMap((page) => page.companies) ?? NO_COMPANIES,
    [companies.data],
  );
  const total = companies.data?.pages[0]?.total ?? 0;
  const onReview = useCallback(
    (company: AdminCompany, action: ReviewAction) => setTarget({ company, action }),
    [],
  );

  const changeFilter = (next: CompanyFilter) =>
    setParams(new URLSearchParams(companyFilterQuery(next)), { replace: true });
  // The company being edited is in the address too (?edit=id), over the kept filter.
  const editedId = Number(params.get(EDIT_PARAM)) || null;
  const onEdit = useCallback(
    (company: AdminCompany) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(EDIT_PARAM, String(company.id));
        return next;
      }),
    [setParams],
  );
  const closeEditor = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(EDIT_PARAM);
      return next;
    });

  const body = () => {
    if (companies.isPending) return <LoadingSpinner label={t('loading')} />;
    if (companies.isError && rows.length === 0)
      return (
        <ErrorState
          message={failureText(companies.error, t('failed'))}
          onRetry={() => void companies.refetch()}
          isRetrying={companies.isFetching}
        />
      );
    if (rows.length === 0)
      return hasCompanyFilter(filter) ? (
        <EmptyState title={t('companies.noMatchTitle')} text={t('companies.noMatch')} />
      ) : (
        <EmptyState title={t('companies.emptyTitle')} text={t('companies.empty')} />
      );
    return (
      <>
        <p className="text-body-secondary" role="status" data-testid="companies-count">
          {t('companies.count', { shown: rows.length, count: total })}
        </p>
        <CompaniesTable
          companies={rows}
          onReview={onReview}
          onHistory={setHistory}
          onEdit={onEdit}
        />
        {companies.hasNextPage && (
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => void companies.fetchNextPage()}
            disabled={companies.isFetchingNextPage}
            aria-busy={companies.isFetchingNextPage || undefined}
          >
            {companies.isFetchingNextPage ? t('companies.loadingMore') : t('companies.more')}
          </button>
        )}
        {companies.isFetchNextPageError && (
          <ErrorState
            message={failureText(companies.error, t('failed'))}
            onRetry={() => void companies.fetchNextPage()}
          />
        )}
      </>
    );
  };

  if (editedId !== null)
    return (
      <>
        <PageHeader title={title} description={t('description')} />
        <CompanyEditor key={editedId} companyId={editedId} onClose={closeEditor} />
      </>
    );

  return (
    <>
      <PageHeader title={title} description={t('description')} />
      <section aria-labelledby="companies-title" className="mb-5">
        <h2 id="companies-title" className="h4">
          {t('companies.title')}
        </h2>
        <CompanyFilters key={filter.search ?? ''} filter={filter} onChange={changeFilter} />
        {body()}
      </section>
      <section aria-labelledby="system-accounts-title">
        <h2 id="system-accounts-title" className="h4">
          {t('accounts.title')}
        </h2>
        <p className="text-body-secondary">{t('accounts.description')}</p>
        <SystemAccountsTable />
      </section>
      {target && (
        <ReviewDialog
          key={`${target.company.id}-${target.action}`}
          target={target}
          onClose={() => setTarget(null)}
        />
      )}
      {history && <ReviewHistoryDialog company={history} onClose={() => setHistory(null)} />}
    </>
  );
}
