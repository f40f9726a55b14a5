import type { Language } from '@registry/contract/common/language';
import { readLanguage } from '../../lib/language';

/** Shown before any translation has loaded, so it carries its own three texts. */
const LOADING_LABELS: Record<Language, string> = {
  en: 'Loading…',
  es: 'Cargando…',
  pt: 'Carregando…',
};

interface LoadingSpinnerProps {
  /** Translated label; defaults to "Loading" in the stored language. */
  label?: string;
  isFullPage?: boolean;
}

/** The Suspense fallback: a spinner announced to screen readers as a status. */
export function LoadingSpinner({ label, isFullPage = false }: LoadingSpinnerProps) {
  return (
    <div
      role="status"
      className={`d-flex justify-content-center align-items-center py-5${isFullPage ? ' min-vh-100' : ''}`}
    >
      <span className="spinner-border text-success" aria-hidden="true" />
      <span className="visually-hidden">{label ?? LOADING_LABELS[readLanguage()]}</span>
    </div>
  );
}
