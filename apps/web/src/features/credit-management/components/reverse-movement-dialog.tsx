import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ReverseMovementRequestSchema,
  type CertifiedMovement,
} from '@registry/contract/ledger/certifier-api';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Modal } from '../../../components/ui/modal';
import { useToast } from '../../../components/ui/toast-context';
import { useReverseMovement } from '../api/credit-queries';
import { failureText } from '../../../lib/ledger-call';
import { formatQuantity, newIdempotencyKey } from '../utils/quantity';
import { ReasonField } from './reason-field';

/** Reverses a transfer: the reason, then an irreversible confirmation. */
export function ReverseMovementDialog({
  movement,
  onClose,
}: {
  movement: CertifiedMovement;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('creditManagement');
  const { showToast } = useToast();
  const reverse = useReverseMovement();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const [key] = useState(newIdempotencyKey);
  const title = t('dialog.reverse', { id: movement.id });

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (!ReverseMovementRequestSchema.safeParse({ movementId: movement.id, reason }).success) {
      setProblem(t('reason.required'));
      return;
    }
    setProblem(null);
    setConfirming(true);
  };

  const run = async () => {
    setFailure(null);
    try {
      await reverse.mutateAsync({
        request: { movementId: movement.id, reason: reason.trim() },
        key,
      });
      showToast({ message: t('done.reverse', { id: movement.id }) });
      onClose();
    } catch (error) {
      setConfirming(false);
      setFailure(failureText(error, t('failed')));
    }
  };

  return (
    <>
      <Modal
        show={!isConfirming}
        isStatic
        onClose={onClose}
        title={title}
        footer={
          <>
            <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
              {t('dialog.back')}
            </button>
            <button type="submit" form="reverse-form" className="btn btn-danger">
              {t('actions.reverse')}
            </button>
          </>
        }
      >
        <form id="reverse-form" noValidate onSubmit={check}>
          <p>
            {t('consequence.reverse', {
              quantity: formatQuantity(movement.quantityKg, i18n.language),
            })}
          </p>
          {failure && (
            <div className="alert alert-danger py-2" role="alert">
              {failure}
            </div>
          )}
          <ReasonField
            id="reverse-reason"
            label={t('reason.label')}
            value={reason}
            problem={problem}
            onChange={setReason}
          />
        </form>
      </Modal>
      <ConfirmDialog
        show={isConfirming}
        title={title}
        consequence={t('consequence.reverse', {
          quantity: formatQuantity(movement.quantityKg, i18n.language),
        })}
        confirmLabel={t('actions.reverse')}
        isIrreversible
        isPending={reverse.isPending}
        onConfirm={() => void run()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
