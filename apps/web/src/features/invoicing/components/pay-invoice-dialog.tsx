import { Fragment, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankDetails, Invoice } from '@registry/contract/billing/billing-api';
import type { UploadedFile } from '@registry/contract/files/upload';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer';
import { Modal } from '../../../components/ui/modal';
import { useToast } from '../../../components/ui/toast-context';
import { failureText } from '../../../lib/ledger-call';
import { FileUploader } from '../../files/components/file-uploader';
import { useSendProof } from '../api/invoice-payments';
import { formatMoney } from '../utils/money';

const FORM_ID = 'invoice-pay-form';

/**
 * How a company pays an invoice (DESIGN.md 4.5): the total to transfer, the
 * registry's bank account and the invoice number as the reference; then the
 * proof of the transfer, uploaded and scanned like any document, sent for the
 * certifier to confirm. A proof already waiting is replaced by a new one.
 */
export function PayInvoiceDialog({
  invoice,
  bank,
  onClose,
}: {
  invoice: Invoice;
  bank: BankDetails;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('invoicing');
  const { showToast } = useToast();
  const send = useSendProof();
  const [file, setFile] = useState<UploadedFile | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const total = formatMoney(invoice.totalCents, invoice.currency, i18n.language);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setProblem(t('pay.fileRequired'));
      return;
    }
    setProblem(null);
    setFailure(null);
    try {
      await send.mutateAsync({ invoiceId: invoice.id, file });
      showToast({ message: t('pay.done', { number: invoice.number }) });
      onClose();
    } catch (error) {
      setFailure(failureText(error, t('pay.failed')));
    }
  };

  const rows: [string, string][] = [
    [t('pay.total'), total],
    [t('pay.holder'), bank.holder],
    [t('pay.bank'), bank.bank],
    [t('pay.account'), bank.account],
    [t('pay.swift'), bank.swift],
    [t('pay.reference'), invoice.number],
  ];
  const isBusy = send.isPending || isUploading;
  return (
    <Modal
      show
      onClose={() => {
        if (!send.isPending) onClose();
      }}
      isStatic
      title={t('pay.title', { number: invoice.number })}
      testId="invoice-pay-dialog"
      footer={
        <FormDialogFooter
          formId={FORM_ID}
          backLabel={t('pay.back')}
          submitLabel={t('pay.send')}
          onBack={onClose}
          isPending={send.isPending}
          isSubmitDisabled={isBusy}
        />
      }
    >
      <form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)}>
        <p>{t('pay.how')}</p>
        <dl className="row mb-3">
          {rows.map(([label, value]) => (
            <Fragment key={label}>
              <dt className="col-sm-4">{label}</dt>
              <dd className="col-sm-8 text-break">{value}</dd>
            </Fragment>
          ))}
        </dl>
        {invoice.state === 'issued' && invoice.stateReason && (
          <div className="alert alert-warning py-2">
            {t('pay.refused', { reason: invoice.stateReason })}
          </div>
        )}
        {invoice.proof && invoice.state === 'pendingConfirmation' && (
          <p className="form-text">
            {t('pay.replaces', {
              name: invoice.proof.name,
              date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
                new Date(invoice.proof.uploadedAt),
              ),
            })}
          </p>
        )}
        {failure && (
          <div className="alert alert-danger py-2" role="alert">
            {failure}
          </div>
        )}
        <FileUploader
          fileType="document"
          module="companies"
          label={t('pay.proof')}
          helpText={t('pay.proofHelp')}
          onUploaded={(files) => {
            setFile(files[0] ?? null);
            if (files[0]) setProblem(null);
          }}
          onBusyChange={setIsUploading}
        />
        {problem && (
          <div className="invalid-feedback d-block" role="alert">
            {problem}
          </div>
        )}
      </form>
    </Modal>
  );
}
