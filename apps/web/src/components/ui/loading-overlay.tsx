import './loading-overlay.css';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

export interface LoadingOverlayProps {
  /** Shown only while true (spec section 2: "shown only while its load flag is true"). */
  show: boolean;
  /** What is being waited for, read by screen readers; "Loading…" when left out. */
  label?: string;
}

/**
 * A dark translucent backdrop over the whole page with a spinner on top
 * (z-index 1999 and 2000, above Bootstrap's modals), announced as a status.
 * It blocks clicks until the work ends.
 */
export function LoadingOverlay({ show, label }: LoadingOverlayProps) {
  const { t } = useTranslation('common');
  if (!show) return null;
  const text = label ?? t('loading');
  return createPortal(
    <>
      <div className="loading-overlay-backdrop" data-testid="loading-overlay-backdrop" />
      <div role="status" aria-label={text} className="loading-overlay-spinner">
        <span className="spinner-border text-light" aria-hidden="true" />
        <span className="visually-hidden">{text}</span>
      </div>
    </>,
    document.body,
  );
}
