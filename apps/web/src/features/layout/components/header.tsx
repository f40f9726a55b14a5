import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CodeMessage } from '@registry/contract/common/envelope';
import { useSession } from '../../../hooks/use-session';
import { restoreFocusAfterReload } from '../../../lib/focus-after-reload';
import { useMenuReload } from '../hooks/use-menu-reload';
import { BrandMark } from './brand-mark';
import type { CompanySwitchErrors } from './company-switch-errors';
import { GuestActions } from './guest-actions';
import { LanguagePicker } from './language-picker';
import type { SessionHeaderItems } from './session-header-items';
import type { SessionNavigation } from './session-navigation';

/** The header's parts that only a session shows, from the session's chunk (app/session-parts.ts). */
export interface SessionHeaderParts {
  SessionNavigation: typeof SessionNavigation;
  SessionHeaderItems: typeof SessionHeaderItems;
  CompanySwitchErrors: typeof CompanySwitchErrors;
}

interface HeaderProps {
  /** Until the session's chunk is here, a session shows nothing in their place. */
  sessionParts: SessionHeaderParts | undefined;
}

/** The banner: brand, navigation built from the session, company, bell, account and language. */
export function Header({ sessionParts }: HeaderProps) {
  const { t } = useTranslation('layout');
  const claims = useSession();
  const location = useLocation();
  useMenuReload();
  const [switchErrors, setSwitchErrors] = useState<CodeMessage[]>([]);
  // The small-screen menu stays open only on the page where it was opened.
  const [expandedAt, setExpandedAt] = useState<string | null>(null);
  const isExpanded = expandedAt === location.key;
  const togglerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // Escape in the open panel (one its dropdowns did not take) closes it, back on its toggle.
  useEffect(() => {
    const panel = panelRef.current;
    if (!isExpanded || !panel) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setExpandedAt(null);
      togglerRef.current?.focus();
    };
    panel.addEventListener('keydown', onKeyDown);
    return () => panel.removeEventListener('keydown', onKeyDown);
  }, [isExpanded]);
  // After a reload asked from the header (a new language), the focus is back where it was.
  useEffect(() => restoreFocusAfterReload(togglerRef.current), []);

  return (
    <header>
      <nav
        className="navbar navbar-expand-lg bg-dark"
        data-bs-theme="dark"
        aria-label={t('nav.label')}
      >
        <div className="container-fluid">
          <Link to="/" className="navbar-brand d-flex align-items-center gap-2">
            <BrandMark />
            {t('header.brand')}
          </Link>
          <button
            ref={togglerRef}
            type="button"
            className="navbar-toggler"
            aria-controls="main-navbar"
            aria-expanded={isExpanded}
            aria-label={t('header.toggle')}
            onClick={() => setExpandedAt(isExpanded ? null : location.key)}
          >
            <span className="navbar-toggler-icon" />
          </button>
          <div
            ref={panelRef}
            id="main-navbar"
            className={`collapse navbar-collapse${isExpanded ? ' show' : ''}`}
          >
            <ul className="navbar-nav me-auto">
              {/* A session's parts show once its chunk is here (main.tsx preloads it). */}
              {claims && sessionParts && <sessionParts.SessionNavigation claims={claims} />}
            </ul>
            <ul className="navbar-nav align-items-lg-center gap-lg-1">
              {claims ? (
                sessionParts && (
                  <sessionParts.SessionHeaderItems
                    claims={claims}
                    onSwitchError={setSwitchErrors}
                  />
                )
              ) : (
                <GuestActions />
              )}
              <LanguagePicker />
            </ul>
          </div>
        </div>
      </nav>
      {switchErrors.length > 0 && sessionParts && (
        <sessionParts.CompanySwitchErrors
          messages={switchErrors}
          onClose={() => setSwitchErrors([])}
        />
      )}
    </header>
  );
}
