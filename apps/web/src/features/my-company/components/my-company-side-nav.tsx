import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MyCompany } from '@registry/contract/company/my-company';
import { MY_COMPANY_TABS, tabHref, type MyCompanyTab } from '../utils/my-company-tabs';

interface MyCompanySideNavProps {
  selected: MyCompanyTab;
  company: Pick<MyCompany, 'updateBilling' | 'updateDueDiligence'>;
}

/** Tabs 2 and 3 carry an error icon while the company has not completed them (spec section 2). */
function isIncomplete(tab: MyCompanyTab, company: MyCompanySideNavProps['company']) {
  if (tab === 'billing') return company.updateBilling === 0;
  if (tab === 'dueDiligence') return company.updateDueDiligence === 0;
  return false;
}

function ErrorIcon({ label }: { label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      className="text-danger flex-shrink-0 ms-auto"
      width="18"
      height="18"
      viewBox="0 0 16 16"
      fill="currentColor"
      focusable="false"
    >
      <title>{label}</title>
      <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm0 3a.9.9 0 0 1 .9.95l-.25 4.3a.65.65 0 0 1-1.3 0l-.25-4.3A.9.9 0 0 1 8 4Zm0 6.6a.95.95 0 1 1 0 1.9.95.95 0 0 1 0-1.9Z" />
    </svg>
  );
}

/**
 * The side navigation of My Company: the five tabs (the selected one in the
 * URL), a toggle that collapses it to the tabs' numbers, and the error icons.
 * It is a side column from Bootstrap's md breakpoint up (my-company-page), so
 * only there does the toggle show and the collapse hide the names
 * (my-company.css); on a phone it sits above the tab with every name.
 */
export function MyCompanySideNav({ selected, company }: MyCompanySideNavProps) {
  const { t } = useTranslation('myCompany');
  const listId = useId();
  const [isCollapsed, setIsCollapsed] = useState(false);
  return (
    <nav
      aria-label={t('nav.label')}
      className={`my-company-nav mb-3${isCollapsed ? ' is-collapsed' : ''}`}
    >
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary mb-2 d-none d-md-inline-flex align-items-center"
        aria-expanded={!isCollapsed}
        aria-controls={listId}
        onClick={() => setIsCollapsed(!isCollapsed)}
      >
        <svg
          width="16"
          height="16"
          viewBox="0 0 16 16"
          fill="currentColor"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M2 3.5h12v1.5H2zm0 3.75h12v1.5H2zM2 11h12v1.5H2z" />
        </svg>
        <span className="my-company-nav-label ms-2">{t('nav.toggle')}</span>
      </button>
      <ul id={listId} className="nav nav-pills flex-column">
        {MY_COMPANY_TABS.map((tab, index) => {
          const isSelected = tab === selected;
          return (
            <li key={tab} className="nav-item">
              <Link
                to={tabHref(tab)}
                className={`nav-link${isSelected ? ' active' : ''}`}
                aria-current={isSelected ? 'page' : undefined}
                title={isCollapsed ? t(`nav.tabs.${tab}`) : undefined}
              >
                <span className="my-company-nav-number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="my-company-nav-label">{t(`nav.tabs.${tab}`)}</span>
                {isIncomplete(tab, company) && (
                  <>
                    {' '}
                    <ErrorIcon label={t('nav.incomplete')} />
                  </>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
