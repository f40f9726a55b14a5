import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  show: boolean;
  title: string;
  /** What happens if the user confirms, in plain words. */
  consequence: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirm button's text; "Confirm" when left out. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** What cannot be undone gets a red button and says so. */
  isIrreversible?: boolean;
  /** A red button for a harmful step that can be undone later (no "cannot be undone" line). */
  isDanger?: boolean;
  /** While the confirmed call is on its way: buttons disabled, the dialog stays. */
  isPending?: boolean;
  testId?: string;
}

/** A question before an action: title, consequence, cancel and confirm. */
export function ConfirmDialog({
  show,
  title,
  consequence,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  isIrreversible = false,
  isDanger = false,
  isPending = false,
  testId,
}: ConfirmDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <Modal
      show={show}
      title={title}
      onClose={() => {
        if (!isPending) onCancel();
      }}
      testId={testId}
      footer={
        <>
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={onCancel}
            disabled={isPending}
          >
            {cancelLabel ?? t('confirm.cancel')}
          </button>
          <button
            type="button"
            className={`btn ${isIrreversible || isDanger ? 'btn-danger' : 'btn-primary'}`}
            onClick={onConfirm}
            disabled={isPending}
            aria-busy={isPending || undefined}
          >
            {isPending && (
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            )}
            {isPending ? t('confirm.pending') : (confirmLabel ?? t('confirm.confirm'))}
          </button>
        </>
      }
    >
      <div className="mb-0">{consequence}</div>
      {isIrreversible && <p className="mt-2 mb-0 fw-semibold">{t('confirm.irreversible')}</p>}
    </Modal>
  );
}
