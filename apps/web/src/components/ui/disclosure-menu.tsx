import { useEffect, useRef, useState, type ReactNode } from 'react';

interface DisclosureMenuProps {
  /** Stable id; the toggle is {id}-toggle, the list {id}-menu. */
  id: string;
  /** Content of the toggle button: its accessible name. */
  label: ReactNode;
  align?: 'start' | 'end';
  /** Highlights the toggle when the current page is one of its entries. */
  isActive?: boolean;
  isDisabled?: boolean;
  /** Extra classes of the list (a width, for instance). */
  menuClassName?: string;
  /** Told each time the list opens or closes (to load its entries only once asked). */
  onOpenChange?: (isOpen: boolean) => void;
  /** The entries (li elements); close() hides the list after a choice. */
  children: (close: () => void) => ReactNode;
}

/**
 * A navbar dropdown as a disclosure (WAI-ARIA APG "disclosure navigation"):
 * a button with aria-expanded showing a list of links or buttons; Escape,
 * a click outside or focus leaving it closes it. Bootstrap's classes style it.
 */
export function DisclosureMenu({
  id,
  label,
  align = 'start',
  isActive = false,
  isDisabled = false,
  menuClassName = '',
  onOpenChange,
  children,
}: DisclosureMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  useEffect(() => onOpenChange?.(isOpen), [isOpen, onOpenChange]);
  const containerRef = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = `${id}-menu`;

  useEffect(() => {
    const container = containerRef.current;
    if (!isOpen || !container) return;
    const onPointerDown = (event: MouseEvent) => {
      if (!container.contains(event.target as Node)) setIsOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setIsOpen(false);
      toggleRef.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !container.contains(next)) setIsOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    container.addEventListener('keydown', onKeyDown);
    container.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      container.removeEventListener('keydown', onKeyDown);
      container.removeEventListener('focusout', onFocusOut);
    };
  }, [isOpen]);

  return (
    <li className="nav-item dropdown" ref={containerRef}>
      <button
        ref={toggleRef}
        type="button"
        id={`${id}-toggle`}
        className={`nav-link dropdown-toggle${isActive ? ' active' : ''}`}
        aria-expanded={isOpen}
        aria-controls={menuId}
        disabled={isDisabled}
        onClick={() => setIsOpen((wasOpen) => !wasOpen)}
      >
        {label}
      </button>
      <ul
        id={menuId}
        className={`dropdown-menu${align === 'end' ? ' dropdown-menu-end' : ''}${isOpen ? ' show' : ''} ${menuClassName}`.trim()}
        data-bs-popper="static"
        hidden={!isOpen}
      >
        {children(() => setIsOpen(false))}
      </ul>
    </li>
  );
}
