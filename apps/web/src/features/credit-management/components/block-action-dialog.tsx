import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CertifiedBlock } from '@registry/contract/ledger/certifier-api';
import { BlockActionRequestSchema } from '@registry/contract/ledger/ledger-api';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Modal } from '../../../components/ui/modal';
import { useToast } from '../../../components/ui/toast-context';
import { useBlockAction, type BlockAction } from '../api/credit-queries';
import { failureText } from '../../../lib/ledger-call';
import { newIdempotencyKey } from '../utils/quantity';
import { ReasonField } from './reason-field';

export interface BlockActionTarget {
  block: CertifiedBlock;
  action: BlockAction;
}

/** Lock, unlock or cancel a block: the reason first; a cancellation asks once more (irreversible). */
export function BlockActionDialog({
  target,
  onClose,
}: {
  target: BlockActionTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation('creditManagement');
  const { showToast } = useToast();
  const blockAction = useBlockAction();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const [key] = useState(newIdempotencyKey);
  const { action, block } = target;

  const run = async () => {
    setFailure(null);
    try {
      await blockAction.mutateAsync({
        action,
        request: { serialId: block.serialId, reason: reason.trim() },
        key,
      });
      showToast({ message: t(`done.${action}`, { serial: block.serial }) });
      onClose();
    } catch (error) {
      setConfirming(false);
      setFailure(failureText(error, t('failed')));
    }
  };

  const check = (event: FormEvent) => {
    event.preventDefault();
    const parsed = BlockActionRequestSchema.safeParse({ serialId: block.serialId, reason });
    if (!parsed.success) {
      setProblem(t('reason.required'));
      return;
    }
    setProblem(null);
    if (action === 'cancel') setConfirming(true);
    else void run();
  };

  return (
    <>
      <Modal
        show={!isConfirming}
        onClose={onClose}
        isStatic
        title={t(`dialog.${action}`, { serial: block.serial })}
        footer={
          <>
            <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
              {t('dialog.back')}
            </button>
            <button
              type="submit"
              form="block-action-form"
              className={`btn ${action === 'cancel' ? 'btn-danger' : 'btn-primary'}`}
              disabled={blockAction.isPending}
            >
              {t(`actions.${action}`)}
            </button>
          </>
        }
      >
        <form id="block-action-form" noValidate onSubmit={check}>
          <p>{t(`consequence.${action}`)}</p>
          {failure && (
            <div className="alert alert-danger py-2" role="alert">
              {failure}
            </div>
          )}
          <ReasonField
            id="block-action-reason"
            label={t('reason.label')}
            value={reason}
            problem={problem}
            onChange={setReason}
          />
        </form>
      </Modal>
      <ConfirmDialog
        show={isConfirming}
        title={t('dialog.cancel', { serial: block.serial })}
        consequence={t('consequence.cancel')}
        confirmLabel={t('actions.cancel')}
        isIrreversible
        isPending={blockAction.isPending}
        onConfirm={() => void run()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
