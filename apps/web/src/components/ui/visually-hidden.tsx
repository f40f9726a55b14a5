import type { ReactNode } from 'react';

/** Text for screen readers only (Bootstrap's visually-hidden). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}
