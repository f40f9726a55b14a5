import { useId, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';

interface NoticeModalProps {
  isShown: boolean;
  title: string;
  children: ReactNode;
  actionLabel: string;
  /** The button, Escape and (unless the backdrop is static) a click outside all call it. */
  onAction: () => void;
  /** After the closing transition. */
  onExited?: () => void;
  isBackdropStatic?: boolean;
  testId: string;
}

/** A Bootstrap modal that tells one thing and has one button (loaded with the screens, not the first page). */
export function NoticeModal({
  isShown,
  title,
  children,
  actionLabel,
  onAction,
  onExited,
  isBackdropStatic = false,
  testId,
}: NoticeModalProps) {
  const titleId = useId();
  return (
    <Modal
      show={isShown}
      onHide={onAction}
      onExited={onExited}
      backdrop={isBackdropStatic ? 'static' : true}
      centered
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <Modal.Header>
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-success" onClick={onAction}>
          {actionLabel}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
