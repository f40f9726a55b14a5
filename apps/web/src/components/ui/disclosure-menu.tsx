import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react';

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

type Edge = 'first' | 'last';

/**
 * The links and buttons of the list, the stops of the arrow keys, in document
 * order (filtered: not every engine sorts the matches of a selector list).
 */
function listItems(list: HTMLElement | null): HTMLElement[] {
  const elements = list ? Array.from(list.getElementsByTagName('*')) : [];
  return elements.filter(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && element.matches('a[href], button:not(:disabled)'),
  );
}

/** Where an arrow, Home or End key moves from `index` (-1: none) among `count` items; null for other keys. */
function movedIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowUp') return index <= 0 ? count - 1 : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * A navbar dropdown as a disclosure (WAI-ARIA APG "disclosure navigation"):
 * a button with aria-expanded showing a list of links or buttons; Escape,
 * a click outside or focus leaving it closes it. The APG's optional keys too:
 * Down (Up) on the toggle opens the list on its first (last) entry; in the
 * list Down and Up move through the entries, wrapping, Home and End go to the
 * first and last, and the page never scrolls. A choice that closes the list
 * gives the focus back to the toggle (it is never left on a hidden entry).
 * A disabled toggle keeps the focus (aria-disabled). Bootstrap's classes style it.
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
  const listRef = useRef<HTMLUListElement>(null);
  /** The entry an arrow on the toggle asked for, focused once the list shows. */
  const edgeToFocus = useRef<Edge | null>(null);
  const menuId = `${id}-menu`;

  const focusEdge = useCallback(() => {
    const items = listItems(listRef.current);
    const item = edgeToFocus.current === 'last' ? items.at(-1) : items[0];
    edgeToFocus.current = null;
    item?.focus();
  }, []);

  useEffect(() => {
    if (isOpen && edgeToFocus.current) focusEdge();
  }, [isOpen, focusEdge]);

  useEffect(() => {
    const container = containerRef.current;
    if (!isOpen || !container) return;
    const onPointerDown = (event: MouseEvent) => {
      if (!container.contains(event.target as Node)) setIsOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        setIsOpen(false);
        toggleRef.current?.focus();
        return;
      }
      const list = listRef.current;
      if (!list?.contains(event.target as Node)) return;
      const items = listItems(list);
      const index = items.length
        ? movedIndex(event.key, items.indexOf(event.target as HTMLElement), items.length)
        : null;
      if (index === null) return;
      event.preventDefault();
      items[index]?.focus();
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

  const toggleId = `${id}-toggle`;
  // By id, not by ref: the entries receive it while they render.
  const close = () => {
    if (document.getElementById(menuId)?.contains(document.activeElement)) {
      document.getElementById(toggleId)?.focus();
    }
    setIsOpen(false);
  };

  const onToggleKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (isDisabled) return;
    edgeToFocus.current = event.key === 'ArrowDown' ? 'first' : 'last';
    if (isOpen) focusEdge();
    else setIsOpen(true);
  };

  return (
    <li className="nav-item dropdown" ref={containerRef}>
      <button
        ref={toggleRef}
        type="button"
        id={toggleId}
        className={`nav-link dropdown-toggle${isActive ? ' active' : ''}${isDisabled ? ' disabled' : ''}`}
        aria-expanded={isOpen}
        aria-controls={menuId}
        aria-disabled={isDisabled || undefined}
        onClick={() => {
          if (!isDisabled) setIsOpen((wasOpen) => !wasOpen);
        }}
        onKeyDown={onToggleKeyDown}
      >
        {label}
      </button>
      <ul
        ref={listRef}
        id={menuId}
        className={`dropdown-menu${align === 'end' ? ' dropdown-menu-end' : ''}${isOpen ? ' show' : ''} ${menuClassName}`.trim()}
        data-bs-popper="static"
        hidden={!isOpen}
      >
        {children(close)}
      </ul>
    </li>
  );
}
