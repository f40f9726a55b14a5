import './help-badge.css';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Overlay from 'react-bootstrap/Overlay';
import Popover from 'react-bootstrap/Popover';

export interface HelpBadgeProps {
  /** What the help is about (a field's label); the badge is named "Help: {subject}". */
  subject: string;
  /** The help itself. */
  text: ReactNode;
  /**
   * Id of the element holding the text, always in the page, so a field can
   * point its aria-describedby at it too; one is generated when left out.
   */
  textId?: string;
}

/**
 * The spec's help badge (section 9: 20 px, round): a "?" button named
 * "Help: {subject}" and described by the help text. Focus, hover or a click
 * shows the text in a popover; Escape, leaving it or clicking elsewhere hides it.
 */
export function HelpBadge({ subject, text, textId }: HelpBadgeProps) {
  const { t } = useTranslation('common');
  const generatedId = useId();
  const descriptionId = textId ?? `help-badge-${generatedId.replaceAll(':', '')}`;
  const badgeRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const [isFocused, setFocused] = useState(false);
  const [isHovered, setHovered] = useState(false);
  const [isPinned, setPinned] = useState(false);
  const [isDismissed, setDismissed] = useState(false);
  const isShown = !isDismissed && (isFocused || isHovered || isPinned);

  // While shown: Escape hides it (WCAG 1.4.13), a press elsewhere unpins it.
  useEffect(() => {
    if (!isShown) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (badgeRef.current?.contains(target) || popoverRef.current?.contains(target)) return;
      setPinned(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isShown]);

  const open = (show: (value: boolean) => void) => {
    show(true);
    setDismissed(false);
  };

  return (
    <>
      <button
        ref={badgeRef}
        type="button"
        className="help-badge"
        aria-label={t('help.badge', { subject })}
        aria-describedby={descriptionId}
        onFocus={() => open(setFocused)}
        onBlur={() => {
          setFocused(false);
          setPinned(false);
        }}
        onMouseEnter={() => open(setHovered)}
        onMouseLeave={() => setHovered(false)}
        onClick={() => open(setPinned)}
      >
        <span aria-hidden="true">?</span>
      </button>
      <span id={descriptionId} className="visually-hidden">
        {text}
      </span>
      {/* No id on the popover: Popper would then append it to aria-describedby with a comma. */}
      <Overlay target={badgeRef} show={isShown} placement="top">
        {(overlayProps) => (
          <Popover
            {...overlayProps}
            ref={(element: HTMLDivElement | null) => {
              popoverRef.current = element;
              const { ref } = overlayProps;
              if (typeof ref === 'function') ref(element);
            }}
            onMouseEnter={() => open(setHovered)}
            onMouseLeave={() => setHovered(false)}
          >
            <Popover.Body>{text}</Popover.Body>
          </Popover>
        )}
      </Overlay>
    </>
  );
}
