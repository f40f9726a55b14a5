import { useId, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';

export interface ConfirmAction {
  label: string;
  /** Bootstrap button variant: success, danger ... */
  variant: string;
  onClick: () => void;
}

interface ConfirmDialogProps {
  show: boolean;
  title: string;
  children: ReactNode;
  /** The choices, last one rightmost; a cancel button comes first. */
  actions: readonly ConfirmAction[];
  cancelLabel: string;
  onCancel: () => void;
  /** While the chosen call is on its way the buttons are disabled. */
  isBusy?: boolean;
  testId?: string;
}

/** A question before a link changes: the add, accept/reject and delete confirms of spec section 2. */
export function ConfirmDialog({
  show,
  title,
  children,
  actions,
  cancelLabel,
  onCancel,
  isBusy = false,
  testId,
}: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby={titleId} data-testid={testId}>
      <Modal.Header>
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={onCancel}
          disabled={isBusy}
        >
          {cancelLabel}
        </button>
        {actions.map((action) => (
          <button
            key={action.label}
            type="button"
            className={`btn btn-${action.variant}`}
            onClick={action.onClick}
            disabled={isBusy}
          >
            {action.label}
          </button>
        ))}
      </Modal.Footer>
    </Modal>
  );
}
