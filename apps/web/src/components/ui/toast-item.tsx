import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToastVariant } from './toast-context';

/** How long a toast stays (WCAG 2.2.1: hovering or focusing it holds it). */
export const TOAST_DURATION_MS = 6000;

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  success: 'text-bg-success',
  info: 'text-bg-light',
  danger: 'text-bg-danger',
};

interface ToastItemProps {
  message: string;
  variant: ToastVariant;
  onClose: () => void;
}

/** One toast in Bootstrap's look, with a close button; it leaves by itself unless held. */
export function ToastItem({ message, variant, onClose }: ToastItemProps) {
  const { t } = useTranslation('ui');
  const [isHeld, setIsHeld] = useState(false);
  // The latest onClose, so a parent's re-render does not restart the timer.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (isHeld) return;
    const timer = window.setTimeout(() => closeRef.current(), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [isHeld]);

  const closeClass = variant === 'info' ? 'btn-close' : 'btn-close btn-close-white';
  return (
    <div
      className={`toast show border-0 pe-auto ${VARIANT_CLASSES[variant]}`}
      role="status"
      aria-atomic="true"
      onMouseEnter={() => setIsHeld(true)}
      onMouseLeave={() => setIsHeld(false)}
      onFocus={() => setIsHeld(true)}
      onBlur={() => setIsHeld(false)}
      data-testid="toast"
    >
      <div className="d-flex align-items-start">
        <div className="toast-body">{message}</div>
        <button
          type="button"
          className={`${closeClass} me-2 mt-2 ms-auto`}
          aria-label={t('toast.close')}
          onClick={onClose}
        />
      </div>
    </div>
  );
}
