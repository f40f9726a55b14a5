import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopy } from '../../../components/ui/use-copy';

/** A block of code with a title and a Copy button that says when it copied. */
export function CodeExample({ title, code }: { title: string; code: string }) {
  const { t } = useTranslation('apiAccess');
  const id = useId();
  const { copyState, copy } = useCopy();
  return (
    <figure className="mb-4">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-1">
        <figcaption id={id} className="fw-semibold">
          {title}
        </figcaption>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          aria-label={t('example.copyLabel', { title })}
          onClick={() => void copy(code)}
        >
          {t('example.copy')}
        </button>
      </div>
      <pre
        className="bg-body-tertiary border rounded p-3 mb-1 small"
        // A block wider than the screen scrolls: it takes the focus so a keyboard can scroll it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-labelledby={id}
      >
        <code>{code}</code>
      </pre>
      <div role="status" aria-live="polite" className="form-text">
        {copyState === 'copied' && <span className="text-success">{t('example.copied')}</span>}
        {copyState === 'failed' && <span className="text-danger">{t('example.copyFailed')}</span>}
      </div>
    </figure>
  );
}
