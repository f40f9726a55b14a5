import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
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

/** Each open dialog's opener, for a dialog opened from inside it (its confirmation) to inherit. */
const openers = new WeakMap<Element, Element | null>();

/** What had the focus before the dialog: a dialog opened from another one inherits that one's opener. */
function openerOf(active: Element | null): Element | null {
  const holder = active?.closest('.modal');
  return holder ? (openers.get(holder) ?? null) : active;
}

/**
 * Gives the focus back to the element that opened the dialog, unless another
 * dialog took over (a form's dialog hiding behind its confirmation) or the
 * opener went away or hid (then the app shell's focus keeper puts the focus
 * on the result: the toast, the page's heading; decision 035).
 */
function restoreFocusTo(opener: Element | null): void {
  if (document.querySelector('.modal.show')) return;
  if (!(opener instanceof HTMLElement) || !opener.isConnected || opener.closest('.modal')) return;
  opener.focus();
}

/**
 * Every dialog of the app: a visible ✕ named in the user's language, Esc
 * closes it, the focus stays inside while it is open and goes back to the
 * element that opened it when it closes (restoreFocusTo).
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
  // What had the focus when the dialog opened (onShow comes before the focus moves in); null once restored.
  const opener = useRef<Element | null>(null);
  const restore = () => {
    restoreFocusTo(opener.current);
    opener.current = null;
  };
  // A dialog taken out of the page while open (its screen closed it by unmounting it) restores too.
  useEffect(() => () => restore(), []);
  return (
    <BootstrapModal
      show={show}
      onHide={onClose}
      onShow={() => {
        opener.current = openerOf(document.activeElement);
      }}
      onExited={() => {
        restore();
        onExited?.();
      }}
      onEntered={(dialog: HTMLElement) => {
        openers.set(dialog, opener.current);
        focusFirstStop(dialog);
      }}
      onKeyDown={wrapTab}
      size={size}
      centered
      scrollable={isScrollable}
      restoreFocus={false}
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
