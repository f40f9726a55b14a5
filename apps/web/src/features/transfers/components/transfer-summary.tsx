import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Position } from '@registry/contract/ledger/ledger-api';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast-context';
import { failureText } from '../../../lib/ledger-call';
import { formatQuantity, KG_PER_TONNE } from '../../positions/utils/quantities';
import { useTransferCredits } from '../api/transfers';
import { useFocusOnMount } from '../../../hooks/use-focus-on-mount';
import type { TransferChoice } from './transfer-form';

interface TransferSummaryProps {
  position: Position;
  choice: TransferChoice;
  /** Made once for this summary: a double click or a retry never moves twice. */
  idempotencyKey: string;
  onBack: () => void;
}

/** What will move where, then the confirmation and the transfer. */
export function TransferSummary({
  position,
  choice,
  idempotencyKey,
  onBack,
}: TransferSummaryProps) {
  const { t, i18n } = useTranslation('transfers');
  const { showToast } = useToast();
  const navigate = useNavigate();
  const transfer = useTransferCredits();
  const [isConfirming, setConfirming] = useState(false);
  // After "Continuar" the summary's heading takes the focus: the next Tab starts in it.
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const [failure, setFailure] = useState<string | null>(null);
  // A second click before the first answer sends nothing (the key would make it harmless anyway).
  const isSending = useRef(false);
  const movingKg = position.divisible ? choice.quantity : choice.quantity * KG_PER_TONNE;
  const moving = formatQuantity(movingKg, position.divisible, i18n.language);
  const restKg = position.quantityKg - movingKg;
  const account = choice.company.subAccounts.find((a) => a.id === choice.subAccountId);

  const run = async () => {
    if (isSending.current) return;
    isSending.current = true;
    setFailure(null);
    try {
      await transfer.mutateAsync({
        request: {
          serialId: position.serialId,
          quantity: choice.quantity,
          isKg: position.divisible,
          companyId: choice.company.id,
          ...(choice.subAccountId === null ? {} : { subAccountId: choice.subAccountId }),
        },
        idempotencyKey,
      });
      showToast({ message: t('done', { quantity: moving, company: choice.company.name }) });
      void navigate('/my-positions');
    } catch (error) {
      setConfirming(false);
      setFailure(failureText(error, t('failed')));
      // Only a failure lets the user confirm again; after a success the dialog is done.
      isSending.current = false;
    }
  };

  return (
    <section aria-labelledby="transfer-summary-title">
      <h2 className="h5" id="transfer-summary-title" ref={headingRef} tabIndex={-1}>
        {t('summary.title')}
      </h2>
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      <dl className="row">
        <dt className="col-sm-4">{t('summary.serial')}</dt>
        <dd className="col-sm-8 font-monospace small">{position.serial}</dd>
        <dt className="col-sm-4">{t('summary.quantity')}</dt>
        <dd className="col-sm-8">{moving}</dd>
        <dt className="col-sm-4">{t('summary.company')}</dt>
        <dd className="col-sm-8">{choice.company.name}</dd>
        <dt className="col-sm-4">{t('summary.account')}</dt>
        <dd className="col-sm-8">{account?.name ?? t('mainAccount')}</dd>
        <dt className="col-sm-4">{t('summary.rest')}</dt>
        <dd className="col-sm-8">
          {restKg === 0
            ? t('summary.whole')
            : formatQuantity(restKg, position.divisible, i18n.language)}
        </dd>
      </dl>
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-outline-secondary" onClick={onBack}>
          {t('summary.back')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => setConfirming(true)}>
          {t('summary.transfer')}
        </button>
      </div>
      <ConfirmDialog
        show={isConfirming}
        title={t('confirm.title')}
        consequence={t('confirm.consequence', { quantity: moving, company: choice.company.name })}
        confirmLabel={t('summary.transfer')}
        isIrreversible
        isPending={transfer.isPending}
        onConfirm={() => void run()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
