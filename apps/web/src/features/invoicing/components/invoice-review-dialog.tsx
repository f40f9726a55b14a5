import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@registry/contract/billing/billing-api';
import {
  INVOICE_ACTIONS_WITH_REASON,
  INVOICE_REASON_MAX,
  type InvoiceAction,
} from '@registry/contract/billing/invoice-payments';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer';
import { Modal } from '../../../components/ui/modal';
import { ReasonField } from '../../../components/ui/reason-field';
import { useToast } from '../../../components/ui/toast-context';
import { failureText } from '../../../lib/ledger-call';
import { useReviewInvoice } from '../api/invoice-payments';
import { formatMoney } from '../utils/money';

export interface InvoiceReviewTarget {
  invoice: Invoice;
  action: InvoiceAction;
}

const FORM_ID = 'invoice-review-form';
const REASON_ID = 'invoice-review-reason';

/**
 * The certifier's confirmation of a payment step: confirm the proof (paid),
 * refuse it or void the invoice, each with a reason the company is told (at
 * most 500 characters); the API's refusal shows in the dialog when the
 * invoice moved meanwhile.
 */
export function InvoiceReviewDialog({
  target,
  onClose,
}: {
  target: InvoiceReviewTarget;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('invoicing');
  const { showToast } = useToast();
  const review = useReviewInvoice();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { invoice, action } = target;
  const isReasonRequired = INVOICE_ACTIONS_WITH_REASON.includes(action);
  const values = {
    number: invoice.number,
    company: invoice.companyName,
    total: formatMoney(invoice.totalCents, invoice.currency, i18n.language),
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isReasonRequired && reason.trim() === '') {
      setProblem(t('review.reasonRequired'));
      return;
    }
    setProblem(null);
    setFailure(null);
    try {
      await review.mutateAsync({ invoiceId: invoice.id, action, reason: reason.trim() });
      showToast({ message: t(`review.done.${action}`, values) });
      onClose();
    } catch (error) {
      setFailure(failureText(error, t('review.failed')));
    }
  };

  return (
    <Modal
      show
      onClose={() => {
        if (!review.isPending) onClose();
      }}
      isStatic
      title={t(`review.title.${action}`, values)}
      testId="invoice-review-dialog"
      footer={
        <FormDialogFooter
          formId={FORM_ID}
          backLabel={t('review.back')}
          submitLabel={t(`actions.${action}`)}
          onBack={onClose}
          isPending={review.isPending}
          isDanger={action !== 'confirm'}
        />
      }
    >
      <form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)}>
        <p>{t(`review.consequence.${action}`, values)}</p>
        {failure && (
          <div className="alert alert-danger py-2" role="alert">
            {failure}
          </div>
        )}
        {isReasonRequired && (
          <ReasonField
            id={REASON_ID}
            label={t('review.reason')}
            value={reason}
            onChange={setReason}
            max={INVOICE_REASON_MAX}
            isRequired
            problem={problem}
            countText={t('review.count', { count: reason.length, max: INVOICE_REASON_MAX })}
            toldText={t('review.told')}
          />
        )}
      </form>
    </Modal>
  );
}
