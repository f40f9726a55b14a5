import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import BootstrapModal from 'react-bootstrap/Modal';

export interface ModalProps {
  show: boolean;
  /** Called by the ✕ button, by Esc and by a click on the backdrop (unless isStatic). */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom, last one rightmost. */
  footer?: ReactNode;
  size?: 'sm' | 'lg' | 'xl';
  /** A click on the backdrop does not close it (a form with unsaved input); Esc and ✕ still do. */
  isStatic?: boolean;
  /** The ✕'s name when "Close" says too little (Close without accepting). */
  closeLabel?: string;
  /** After the closing transition. */
  onExited?: () => void;
  /** Long content scrolls inside the dialog; header and footer stay put. */
  isScrollable?: boolean;
  testId?: string;
}

/**
 * Every dialog of the app: a visible ✕ named in the user's language, Esc
 * closes it, the focus stays inside while it is open and goes back to the
 * element that opened it when it closes (react-bootstrap's restoreFocus).
 */
export function Modal({
  show,
  onClose,
  title,
  children,
  footer,
  size,
  isStatic = false,
  isScrollable = false,
  closeLabel,
  onExited,
  testId,
}: ModalProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  return (
    <BootstrapModal
      show={show}
      onHide={onClose}
      onExited={onExited}
      size={size}
      centered
      scrollable={isScrollable}
      restoreFocus
      keyboard
      backdrop={isStatic ? 'static' : true}
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <BootstrapModal.Header>
        <BootstrapModal.Title id={titleId} as="h2" className="h5">
          {title}
        </BootstrapModal.Title>
        <button
          type="button"
          className="btn-close"
          aria-label={closeLabel ?? t('modal.close')}
          onClick={onClose}
        />
      </BootstrapModal.Header>
      <BootstrapModal.Body>{children}</BootstrapModal.Body>
      {footer && <BootstrapModal.Footer>{footer}</BootstrapModal.Footer>}
    </BootstrapModal>
  );
}
