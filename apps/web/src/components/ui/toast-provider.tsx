import './toasts.css';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createModuleLoader, useLazyModule } from '../../hooks/use-lazy-module';
import { ToastContext, type ToastApi, type ToastInput } from './toast-context';
import type { ShownToast } from './toast-list';

/** At most this many toasts at once; a new one pushes the oldest out. */
export const MAX_TOASTS = 3;

/**
 * The toasts themselves are a chunk fetched with the first one: a page that
 * shows none does not carry them (issue 24). The region is always here.
 */
const toastList = createModuleLoader(() => import('./toast-list'));

/**
 * Holds the toasts: what happened in the background (a switch of company, a
 * token regenerated), in a polite live region that is always in the page so
 * screen readers hear each new one. Bootstrap's toast classes without
 * react-bootstrap's Toast: it sits on the first page, under the JavaScript
 * budget (decision 006). They stay top centre under the navbar (the whole
 * width on a phone), off the footer, the tables and the page header's
 * actions; the empty container lets clicks through to what is under it
 * (toasts.css). The region comes first in the page: a toast that took the
 * focus after an action (useFocusKeeper) hands the next Tab to the skip link.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('ui');
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(1);
  const ToastList = useLazyModule(toastList, toasts.length > 0)?.ToastList;
  // Fetched once the page has painted, so the first toast (the focus keeper
  // waits 1 s for it after an action) never waits for its chunk.
  useEffect(() => {
    toastList.load().catch(() => {});
  }, []);

  const close = useCallback((id: number) => {
    setToasts((shown) => shown.filter((toast) => toast.id !== id));
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      showToast: ({ message, variant = 'success' }: ToastInput) => {
        const id = nextId.current++;
        setToasts((shown) => [...shown, { id, message, variant }].slice(-MAX_TOASTS));
      },
    }),
    [],
  );

  return (
    <ToastContext.Provider value={api}>
      <div
        role="region"
        aria-label={t('toast.region')}
        aria-live="polite"
        className="toast-container app-toasts position-fixed pe-none"
      >
        {ToastList && <ToastList toasts={toasts} onClose={close} />}
      </div>
      {children}
    </ToastContext.Provider>
  );
}
