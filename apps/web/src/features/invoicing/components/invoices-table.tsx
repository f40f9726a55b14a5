import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice, InvoiceState } from '@registry/contract/billing/billing-api';
import { DataTable } from '../../../components/ui/data-table';
import { createDataTableColumns } from '../../../components/ui/data-table-features';
import { formatQuantity } from '../../credit-management/utils/quantity';
import { formatMoney } from '../utils/money';
import { InvoiceActions, type InvoiceActionHandlers } from './invoice-actions';

const column = createDataTableColumns<Invoice>();

const STATE_BADGE: Record<InvoiceState, string> = {
  issued: 'text-bg-info',
  pendingConfirmation: 'text-bg-warning',
  paid: 'text-bg-success',
  void: 'text-bg-secondary',
};

/**
 * The invoices loaded so far: number, company (for a certifier), what, tax and
 * total (the subtotal is on the PDF), state and dates, and what can be done.
 */
export function InvoicesTable({
  invoices,
  isCertifier,
  onPay,
  onReview,
}: InvoiceActionHandlers & {
  invoices: readonly Invoice[];
  /** A certifier sees every company's invoices (the company column) and reviews payments. */
  isCertifier: boolean;
}) {
  const { t, i18n } = useTranslation('invoicing');
  const columns = useMemo(() => {
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
    const money = (cents: number, row: Invoice) => formatMoney(cents, row.currency, i18n.language);
    return column.columns([
      column.accessor('number', {
        header: t('invoices.number'),
        meta: { isRowHeader: true },
        cell: ({ getValue }) => <span className="text-nowrap">{getValue()}</span>,
      }),
      ...(isCertifier ? [column.accessor('companyName', { header: t('invoices.company') })] : []),
      column.accessor(
        (row) =>
          row.quantityKg === null
            ? t(`kinds.${row.kind}`)
            : `${t(`kinds.${row.kind}`)} · ${formatQuantity(row.quantityKg, i18n.language)}`,
        { id: 'concept', header: t('invoices.concept') },
      ),
      column.accessor((row) => money(row.taxCents, row), { id: 'tax', header: t('invoices.tax') }),
      column.accessor((row) => money(row.totalCents, row), {
        id: 'total',
        header: t('invoices.total'),
        cell: ({ getValue }) => <span className="fw-semibold text-nowrap">{getValue()}</span>,
      }),
      column.display({
        id: 'actions',
        header: t('invoices.actions'),
        meta: { label: t('invoices.actions'), isCsvExcluded: true },
        cell: ({ row }) => (
          <InvoiceActions
            invoice={row.original}
            isCertifier={isCertifier}
            onPay={onPay}
            onReview={onReview}
          />
        ),
      }),
      column.accessor((row) => t(`states.${row.state}`), {
        id: 'state',
        header: t('invoices.state'),
        cell: ({ row, getValue }) => (
          <>
            <span className={`badge text-wrap text-start ${STATE_BADGE[row.original.state]}`}>
              {getValue()}
            </span>
            {row.original.stateReason && (
              <small className="d-block text-body-secondary text-wrap mt-1">
                {t('invoices.reason', { reason: row.original.stateReason })}
              </small>
            )}
            {row.original.proof && row.original.state === 'pendingConfirmation' && (
              <small className="d-block text-body-secondary mt-1">
                {t('invoices.proofSent', {
                  date: date.format(new Date(row.original.proof.uploadedAt)),
                })}
              </small>
            )}
          </>
        ),
      }),
      column.accessor((row) => date.format(new Date(row.issuedAt)), {
        id: 'issued',
        header: t('invoices.issued'),
      }),
      column.accessor((row) => date.format(new Date(`${row.dueOn}T00:00:00Z`)), {
        id: 'due',
        header: t('invoices.due'),
      }),
    ]);
  }, [t, i18n.language, isCertifier, onPay, onReview]);
  return (
    <DataTable
      columns={columns}
      data={invoices}
      caption={t('invoices.caption')}
      isCaptionHidden
      getRowId={(row) => String(row.id)}
      csvFileName={t('invoices.csv')}
      pageSize={50}
    />
  );
}
