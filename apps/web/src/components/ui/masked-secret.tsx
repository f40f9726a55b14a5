import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopy } from './use-copy';

export interface MaskedSecretProps {
  /** What the secret is ("API token"); names the field and its buttons. */
  label: string;
  value: string;
}

/**
 * A secret (an API token) hidden by default: a read-only password field, a
 * Show toggle (aria-pressed) and a Copy button that copies the real value in
 * one click, hidden or not, and says so in a polite status line.
 */
export function MaskedSecret({ label, value }: MaskedSecretProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  // The value that was revealed: a new value (regenerated) starts hidden again.
  const [revealedValue, setRevealedValue] = useState<string | null>(null);
  const isRevealed = revealedValue === value;
  const { copyState, copy } = useCopy();

  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <div className="input-group">
        <input
          id={id}
          type={isRevealed ? 'text' : 'password'}
          readOnly
          value={value}
          autoComplete="off"
          spellCheck={false}
          className="form-control font-monospace"
        />
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-pressed={isRevealed}
          aria-label={t('secret.showLabel', { label })}
          onClick={() => setRevealedValue(isRevealed ? null : value)}
        >
          {t('secret.show')}
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-label={t('secret.copyLabel', { label })}
          onClick={() => void copy(value)}
        >
          {t('secret.copy')}
        </button>
      </div>
      <div role="status" aria-live="polite" className="form-text">
        {copyState === 'copied' && (
          <span className="text-success">{t('secret.copied', { label })}</span>
        )}
        {copyState === 'failed' && (
          <span className="text-danger">{t('secret.copyFailed', { label })}</span>
        )}
      </div>
    </div>
  );
}
