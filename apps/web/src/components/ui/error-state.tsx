import { useTranslation } from 'react-i18next';

export interface ErrorStateProps {
  /** Why it failed (an API's message); a general sentence when left out. */
  message?: string;
  /** Loads again; without it no retry button shows. */
  onRetry?: () => void;
  /** While the retry is on its way the button is disabled. */
  isRetrying?: boolean;
}

/**
 * A load that failed, announced as an alert, with a way to try again. The
 * retry is a solid danger button: an outlined one on the alert's pink reads
 * at 3.6:1, under the 4.5:1 text needs.
 */
export function ErrorState({ message, onRetry, isRetrying = false }: ErrorStateProps) {
  const { t } = useTranslation('ui');
  return (
    <div role="alert" className="alert alert-danger" data-testid="error-state">
      <p className="fw-semibold mb-1">{t('error.title')}</p>
      <p className="mb-0">{message || t('error.text')}</p>
      {onRetry && (
        <button
          type="button"
          className="btn btn-danger btn-sm mt-2"
          onClick={onRetry}
          disabled={isRetrying}
        >
          {t('error.retry')}
        </button>
      )}
    </div>
  );
}
