import { createContext, useContext } from 'react';

export type ToastVariant = 'success' | 'info' | 'danger';

export interface ToastInput {
  /** What happened, in one sentence. */
  message: string;
  variant?: ToastVariant;
}

export interface ToastApi {
  /** Shows a toast for TOAST_DURATION_MS (longer while hovered or focused). */
  showToast: (toast: ToastInput) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** The toasts of the app; the screen must be inside ToastProvider (AppProviders). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider above it');
  return api;
}
