import type { ReactNode } from 'react';
import './password-card.css';

/** The narrow card of the public password pages (max 500 px, spec sections 2 and 9). */
export function PasswordCard({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <section className="py-4">
      <div className="card shadow-sm mx-auto password-card" data-testid={testId}>
        <div className="card-body p-4">{children}</div>
      </div>
    </section>
  );
}
