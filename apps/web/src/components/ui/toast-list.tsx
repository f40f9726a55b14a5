import type { ToastVariant } from './toast-context';
import { ToastItem } from './toast-item';

export interface ShownToast {
  id: number;
  message: string;
  variant: ToastVariant;
}

interface ToastListProps {
  toasts: ShownToast[];
  onClose: (id: number) => void;
}

/** The toasts shown, oldest first; its own chunk, fetched with the first toast (ToastProvider). */
export function ToastList({ toasts, onClose }: ToastListProps) {
  return toasts.map((toast) => (
    <ToastItem
      key={toast.id}
      message={toast.message}
      variant={toast.variant}
      onClose={() => onClose(toast.id)}
    />
  ));
}
