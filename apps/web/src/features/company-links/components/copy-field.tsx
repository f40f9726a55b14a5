import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopy } from '../../../components/ui/use-copy';
import { CopyIcon } from './link-icons';

interface CopyFieldProps {
  label: string;
  value: string;
  /** Shown in a monospace font (ids and tokens). */
  isCode?: boolean;
}

/**
 * A read-only value with a copy button (spec section 2, tab 4): the copy goes
 * to the clipboard, and a short confirmation is shown and announced.
 */
export function CopyField({ label, value, isCode = true }: CopyFieldProps) {
  const { t } = useTranslation('companyView');
  const id = useId();
  const { copyState: state, copy } = useCopy();

  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <div className="input-group">
        <input
          id={id}
          type="text"
          readOnly
          value={value}
          className={`form-control${isCode ? ' font-monospace' : ''}`}
          spellCheck={false}
        />
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-label={t('links.copy.label', { field: label })}
          title={t('links.copy.label', { field: label })}
          onClick={() => void copy(value)}
        >
          <CopyIcon />
          <span className="ms-1 d-none d-sm-inline" aria-hidden="true">
            {t('links.copy.button')}
          </span>
        </button>
      </div>
      <div role="status" aria-live="polite" className="form-text" data-testid={`${id}-status`}>
        {state === 'copied' && (
          <span className="text-success">{t('links.copy.copied', { field: label })}</span>
        )}
        {state === 'failed' && (
          <span className="text-danger">{t('links.copy.failed', { field: label })}</span>
        )}
      </div>
    </div>
  );
}
