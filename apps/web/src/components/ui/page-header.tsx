import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: string;
  /** The h1's id, for a section's aria-labelledby. */
  titleId?: string;
  /** A line under the title saying what the page is for. */
  description?: ReactNode;
  /** Buttons or links for the page's main actions, at the end of the row. */
  actions?: ReactNode;
}

/** The top of every screen: its h1, a short description and its main actions. */
export function PageHeader({ title, titleId, description, actions }: PageHeaderProps) {
  return (
    <header className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-4">
      <div>
        <h1 id={titleId} className="mb-1" tabIndex={-1}>
          {title}
        </h1>
        {description && <p className="text-body-secondary mb-0">{description}</p>}
      </div>
      {actions && <div className="d-flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}
