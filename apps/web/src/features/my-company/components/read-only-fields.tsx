import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ReadOnlyItem {
  label: string;
  value: ReactNode;
  /** Keeps the line breaks of a multi-line text. */
  isMultiline?: boolean;
}

/** Labels and values of a tab in view state; an empty value reads "not provided". */
export function ReadOnlyFields({ items }: { items: readonly ReadOnlyItem[] }) {
  const { t } = useTranslation('myCompany');
  return (
    <dl className="row mb-3">
      {items.map(({ label, value, isMultiline }) => (
        <div key={label} className="col-sm-6 col-lg-4 mb-3">
          <dt className="small text-body-secondary fw-normal">{label}</dt>
          <dd className={`mb-0 text-break${isMultiline ? ' my-company-multiline' : ''}`}>
            {value === '' || value === null || value === undefined ? (
              <span className="text-body-secondary">{t('notProvided')}</span>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
