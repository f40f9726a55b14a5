import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice, InvoiceState } from '@registry/contract/billing/billing-api';
import type { InvoiceAction } from '@registry/contract/billing/invoice-payments';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { failureText } from '../../../lib/ledger-call';
import { useInvoices } from '../api/billing-queries';
import { InvoiceReviewDialog, type InvoiceReviewTarget } from './invoice-review-dialog';
import { InvoicesTable } from './invoices-table';
import { PayInvoiceDialog } from './pay-invoice-dialog';

const NO_INVOICES: readonly Invoice[] = [];

/**
 * The invoices in a state (all when null), newest first, 50 more at a time,
 * with their loading, empty and error states, and the dialogs their actions
 * open: paying for a company, confirming, refusing or voiding for a certifier.
 */
export function InvoicesList({
  state,
  isCertifier,
  empty,
}: {
  state: InvoiceState | null;
  isCertifier: boolean;
  /** The empty state's title and text. */
  empty: { title: string; text: string };
}) {
  const { t } = useTranslation('invoicing');
  const invoices = useInvoices(state);
  const [paying, setPaying] = useState<Invoice | null>(null);
  const [reviewing, setReviewing] = useState<InvoiceReviewTarget | null>(null);
  const onPay = useCallback((invoice: Invoice) => setPaying(invoice), []);
  const onReview = useCallback(
    (invoice: Invoice, action: InvoiceAction) => setReviewing({ invoice, action }),
    [],
  );
  const rows = useMemo(
    () => invoices.data?.pages.flatMap((page) => page.invoices) ?? NO_INVOICES,
    [invoices.data],
  );
  const bank = invoices.data?.pages[0]?.bank;

  if (invoices.isPending) return <LoadingSpinner label={t('loading')} />;
  if (invoices.isError && rows.length === 0)
    return (
      <ErrorState
        message={failureText(invoices.error, t('failed'))}
        onRetry={() => void invoices.refetch()}
        isRetrying={invoices.isFetching}
      />
    );
  if (rows.length === 0) return <EmptyState title={empty.title} text={empty.text} />;
  return (
    <>
      <InvoicesTable invoices={rows} isCertifier={isCertifier} onPay={onPay} onReview={onReview} />
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
      {paying && bank && (
        <PayInvoiceDialog invoice={paying} bank={bank} onClose={() => setPaying(null)} />
      )}
      {reviewing && <InvoiceReviewDialog target={reviewing} onClose={() => setReviewing(null)} />}
    </>
  );
}
