import './toasts.css';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastContext, type ToastApi, type ToastInput, type ToastVariant } from './toast-context';
import { ToastItem } from './toast-item';

/** At most this many toasts at once; a new one pushes the oldest out. */
export const MAX_TOASTS = 3;

interface ShownToast {
  id: number;
  message: string;
  variant: ToastVariant;
}

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
        {toasts.map((toast) => (
          <ToastItem
            key={toast.id}
            message={toast.message}
            variant={toast.variant}
            onClose={() => close(toast.id)}
          />
        ))}
      </div>
      {children}
    </ToastContext.Provider>
  );
}
