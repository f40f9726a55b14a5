import { useId, type ReactNode } from 'react';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { useTranslation } from 'react-i18next';

interface HistoryButtonProps {
  /** Whether older versions exist; without them the button stays focusable but does nothing. */
  hasHistory: boolean;
  /** The accessible name (which document's history). */
  label: string;
  onOpen: () => void;
  children: ReactNode;
}

/**
 * A history button. With no earlier version it is aria-disabled instead of
 * disabled, so it keeps focus and hover: a tooltip (and its description for
 * screen readers) says why it does nothing.
 */
export function HistoryButton({ hasHistory, label, onOpen, children }: HistoryButtonProps) {
  const { t } = useTranslation('files');
  const reasonId = useId();
  if (hasHistory) {
    return (
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        aria-label={label}
        onClick={onOpen}
      >
        {children}
      </button>
    );
  }
  const reason = t('download.noHistory');
  return (
    <OverlayTrigger
      placement="top"
      trigger={['hover', 'focus']}
      overlay={<Tooltip id={`${reasonId}-tooltip`}>{reason}</Tooltip>}
    >
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary opacity-50"
        aria-label={label}
        aria-disabled="true"
        aria-describedby={reasonId}
        data-testid="history-button-without-versions"
      >
        {children}
        <span id={reasonId} className="visually-hidden">
          {reason}
        </span>
      </button>
    </OverlayTrigger>
  );
}
