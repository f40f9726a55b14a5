import type { ReactNode } from 'react';
import { Modal } from '../../../components/ui/modal';

interface NoticeModalProps {
  isShown: boolean;
  title: string;
  children: ReactNode;
  actionLabel: string;
  /** The button, the ✕, Escape and (unless the backdrop is static) a click outside all call it. */
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
  return (
    <Modal
      show={isShown}
      onClose={onAction}
      onExited={onExited}
      isStatic={isBackdropStatic}
      title={title}
      testId={testId}
      footer={
        <button type="button" className="btn btn-success" onClick={onAction}>
          {actionLabel}
        </button>
      }
    >
      {children}
    </Modal>
  );
}
