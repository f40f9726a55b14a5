import { useId, type ReactNode } from 'react';

interface DashboardCardProps {
  title: string;
  /** A link (or nothing) in the card's footer. */
  footer?: ReactNode;
  testId: string;
  children: (headingId: string) => ReactNode;
}

/** One card of the logged-in home: a titled region, its content and a footer link. */
export function DashboardCard({ title, footer, testId, children }: DashboardCardProps) {
  const headingId = useId();
  return (
    <section className="card h-100" aria-labelledby={headingId} data-testid={testId}>
      <div className="card-body">
        <h2 id={headingId} className="h5 card-title">
          {title}
        </h2>
        {children(headingId)}
      </div>
      {footer && <div className="card-footer bg-transparent">{footer}</div>}
    </section>
  );
}
