import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@registry/contract/billing/billing-api';
import {
  invoiceActionsFrom,
  PROOF_STATES,
  type InvoiceAction,
} from '@registry/contract/billing/invoice-payments';
import { useToast } from '../../../components/ui/toast-context';
import { failureText } from '../../../lib/ledger-call';
import { downloadInvoicePdf, openProof } from '../api/invoice-payments';

export interface InvoiceActionHandlers {
  /** The company pays: the dialog with the bank account and the proof upload. */
  onPay: (invoice: Invoice) => void;
  /** The certifier confirms, refuses or voids. */
  onReview: (invoice: Invoice, action: InvoiceAction) => void;
}

/**
 * What can be done with one invoice: its PDF and its proof for anyone who
 * sees it; paying (or sending another proof) for its company while it is
 * unpaid; the certifier's confirm, refuse and void as its state allows.
 */
export function InvoiceActions({
  invoice,
  isCertifier,
  onPay,
  onReview,
}: InvoiceActionHandlers & { invoice: Invoice; isCertifier: boolean }) {
  const { t } = useTranslation('invoicing');
  const { showToast } = useToast();
  const [isFetching, setIsFetching] = useState(false);
  const values = { number: invoice.number };

  const run = async (work: () => Promise<void>) => {
    setIsFetching(true);
    try {
      await work();
    } catch (error) {
      showToast({ message: failureText(error, t('actions.fileFailed')), variant: 'danger' });
    } finally {
      setIsFetching(false);
    }
  };

  return (
    <div className="d-flex flex-column align-items-start gap-1">
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        aria-label={t('actionOf.pdf', values)}
        disabled={isFetching}
        onClick={() => void run(() => downloadInvoicePdf(invoice))}
      >
        {t('actions.pdf')}
      </button>
      {invoice.proof && (
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          aria-label={t('actionOf.proof', values)}
          disabled={isFetching}
          onClick={() => {
            const { fileId } = invoice.proof ?? { fileId: 0 };
            void run(() => openProof(fileId));
          }}
        >
          {t('actions.proof')}
        </button>
      )}
      {!isCertifier && PROOF_STATES.includes(invoice.state) && (
        <button
          type="button"
          className="btn btn-sm btn-primary"
          aria-label={t(invoice.state === 'issued' ? 'actionOf.pay' : 'actionOf.payAgain', values)}
          onClick={() => onPay(invoice)}
        >
          {t(invoice.state === 'issued' ? 'actions.pay' : 'actions.payAgain')}
        </button>
      )}
      {isCertifier &&
        invoiceActionsFrom(invoice.state).map((action) => (
          <button
            key={action}
            type="button"
            className={`btn btn-sm ${action === 'confirm' ? 'btn-primary' : 'btn-outline-danger'}`}
            aria-label={t(`actionOf.${action}`, values)}
            onClick={() => onReview(invoice, action)}
          >
            {t(`actions.${action}`)}
          </button>
        ))}
    </div>
  );
}
