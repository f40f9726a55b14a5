import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  INVOICE_STATES,
  type Invoice,
  type InvoiceState,
} from '@registry/contract/billing/billing-api';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { PageHeader } from '../../../components/ui/page-header';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { useSession } from '../../../hooks/use-session';
import { failureText } from '../../../lib/ledger-call';
import { useInvoices } from '../api/billing-queries';
import { FeeForm } from './fee-form';
import { FeeSchedule } from './fee-schedule';
import { InvoicesTable } from './invoices-table';

const NO_INVOICES: readonly Invoice[] = [];

/**
 * /invoicing (DESIGN.md 4.5): the fee schedule (the certifier adds prices to
 * it; others read it) and the invoices its events raised: a certifier sees
 * every company's, a company its own, filtered by state, 50 more at a time.
 */
export function InvoicingPage() {
  const { t } = useTranslation('invoicing');
  const title = useRouteTitle();
  const id = useId();
  const isCertifier = useSession()?.typeAccount === 'certifier';
  const [state, setState] = useState<InvoiceState | null>(null);
  const invoices = useInvoices(state);
  const rows = useMemo(
    () => invoices.data?.pages.flatMap((page) => page.invoices) ?? NO_INVOICES,
    [invoices.data],
  );

  const body = () => {
    if (invoices.isPending) return <LoadingSpinner label={t('loading')} />;
    if (invoices.isError && rows.length === 0)
      return (
        <ErrorState
          message={failureText(invoices.error, t('failed'))}
          onRetry={() => void invoices.refetch()}
          isRetrying={invoices.isFetching}
        />
      );
    if (rows.length === 0)
      return <EmptyState title={t('invoices.emptyTitle')} text={t('invoices.empty')} />;
    return (
      <>
        <InvoicesTable invoices={rows} isCompanyShown={isCertifier} />
        {invoices.hasNextPage && (
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => void invoices.fetchNextPage()}
            disabled={invoices.isFetchingNextPage}
          >
            {invoices.isFetchingNextPage ? t('loading') : t('invoices.more')}
          </button>
        )}
      </>
    );
  };

  return (
    <>
      <PageHeader
        title={title}
        description={isCertifier ? t('description.certifier') : t('description.company')}
      />
      <section aria-labelledby={`${id}-invoices`} className="mb-5">
        <h2 id={`${id}-invoices`} className="h4">
          {t('invoices.title')}
        </h2>
        <div className="mb-3" style={{ maxWidth: '20rem' }}>
          <label className="form-label" htmlFor={`${id}-state`}>
            {t('invoices.state')}
          </label>
          <select
            id={`${id}-state`}
            className="form-select"
            value={state ?? ''}
            onChange={(event) => setState((event.target.value as InvoiceState) || null)}
          >
            <option value="">{t('invoices.allStates')}</option>
            {INVOICE_STATES.map((item) => (
              <option key={item} value={item}>
                {t(`states.${item}`)}
              </option>
            ))}
          </select>
        </div>
        {body()}
      </section>
      <section aria-labelledby={`${id}-fees`}>
        <h2 id={`${id}-fees`} className="h4">
          {t('fees.title')}
        </h2>
        <p className="text-body-secondary">{t('fees.description')}</p>
        {isCertifier && <FeeForm />}
        <FeeSchedule />
      </section>
    </>
  );
}
