import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface EmptyStateProps {
  /** What is missing, in plain words; "Nothing here yet" when left out. */
  title?: string;
  /** What the user can do about it. */
  text?: ReactNode;
  /** A button or link that fills the emptiness (create the first one). */
  action?: ReactNode;
}

/** A list or table with nothing in it yet. */
export function EmptyState({ title, text, action }: EmptyStateProps) {
  const { t } = useTranslation('ui');
  return (
    <div className="text-center border rounded py-4 px-3" data-testid="empty-state">
      <p className="fw-semibold mb-1">{title ?? t('empty.title')}</p>
      {text && <p className="text-body-secondary mb-0">{text}</p>}
      {action && <div className="mt-3">{action}</div>}
    </div>
  );
}
