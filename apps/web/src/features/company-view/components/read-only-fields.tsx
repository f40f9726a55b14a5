import type { ReactNode } from 'react';

export interface ReadOnlyField {
  label: string;
  value: ReactNode;
  /** Keeps the line breaks of the text (special considerations). */
  isMultiline?: boolean;
}

/** Labels and values as a description list; an empty value shows a dash. */
export function ReadOnlyFields({ fields }: { fields: readonly ReadOnlyField[] }) {
  return (
    <dl className="row mb-4">
      {fields.map(({ label, value, isMultiline }) => (
        <div className="col-md-6 mb-3" key={label}>
          <dt className="small text-body-secondary fw-semibold">{label}</dt>
          <dd className={`mb-0 text-break${isMultiline ? ' text-pre-line' : ''}`}>
            {value === '' || value === null || value === undefined ? '-' : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
