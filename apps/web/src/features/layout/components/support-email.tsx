import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT } from '../utils/contact';

type CopyState = 'idle' | 'copied' | 'failed';
const CONFIRMATION_MS = 3000;

/** The support address; a click copies it to the clipboard and says so (spec section 2). */
export function SupportEmail() {
  const { t } = useTranslation('layout');
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(CONTACT.supportEmail);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-link link-light p-0 text-start"
        onClick={() => void copy()}
        aria-describedby="support-email-hint"
      >
        {CONTACT.supportEmail}
      </button>
      <span id="support-email-hint" className="visually-hidden">
        {t('footer.copyHint')}
      </span>
      <span
        role="status"
        aria-live="polite"
        className="d-block small text-light"
        data-testid="support-email-status"
      >
        {state === 'copied' && t('footer.copied')}
        {state === 'failed' && t('footer.copyFailed')}
      </span>
    </>
  );
}
