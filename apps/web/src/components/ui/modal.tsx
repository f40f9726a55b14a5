import { useId, type KeyboardEvent, type ReactNode } from 'react';
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

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
const FIELD =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';

/** What a Tab may reach inside the dialog, in order (hidden ones left out). */
function focusablesOf(dialog: Element): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden], [inert], [aria-hidden="true"]'),
  );
}

/**
 * Once open, the focus goes to the dialog's first field (or, with none, its
 * first footer button: Cancel before a confirmation) unless something inside
 * already took it.
 */
function focusFirstStop(dialog: HTMLElement): void {
  const active = document.activeElement;
  if (active && active !== dialog && dialog.contains(active) && !active.matches('.modal')) return;
  const field = dialog.querySelector<HTMLElement>(`.modal-body :is(${FIELD})`);
  const button = dialog.querySelector<HTMLElement>('.modal-footer button:not([disabled])');
  (field ?? button)?.focus();
}

/** Tab on the last stop goes to the first one, Shift+Tab on the first to the last. */
function wrapTab(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const stops = focusablesOf(event.currentTarget);
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Every dialog of the app: a visible ✕ named in the user's language, Esc
 * closes it, the focus stays inside while it is open and goes back to the
 * element that opened it when it closes (react-bootstrap's restoreFocus).
 * It opens on its first field, and Tab and Shift+Tab go round its stops.
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
      onEntered={focusFirstStop}
      onKeyDown={wrapTab}
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
