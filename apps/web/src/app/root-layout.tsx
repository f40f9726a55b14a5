import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../components/ui/loading-spinner';
import { useActivityTracker } from '../hooks/use-activity-tracker';
import { useFocusAfterNavigation } from '../hooks/use-focus-after-navigation';
import { useLazyModule } from '../hooks/use-lazy-module';
import { useSession } from '../hooks/use-session';
import { useRouteTitle } from '../hooks/use-route-title';
import { storeGoBackPath } from '../lib/session';
import { LOGIN_PATH } from '../lib/paths';
import { Footer } from '../features/layout/components/footer';
import { Header } from '../features/layout/components/header';
import { MAIN_CONTENT_ID, SkipLink } from '../features/layout/components/skip-link';
import { SessionNoticeAlert } from '../features/session/components/session-notice-alert';
import { useSessionStartup } from '../features/session/hooks/use-session-startup';
import { showSessionNotice } from '../features/session/utils/session-notice';
import { decideAccess } from './guards';
import { RouteGuard } from './route-guard';
import { sessionParts } from './session-parts-loader';

/**
 * The focus keeper is only needed once the user acts: its own chunk, fetched
 * with the first render instead of before it (issue 24).
 */
const FocusKeeper = lazy(async () => ({ default: (await import('./focus-keeper')).FocusKeeper }));

/** The page that signs in with a handed-over token: it replaces any stored session itself. */
const AUTH_TOKEN_ROUTE = '/auth/:token';

function useDocumentTitle(): void {
  const { t } = useTranslation('common');
  const title = useRouteTitle();
  const appName = t('appName');
  useEffect(() => {
    document.title = title === appName ? appName : `${title} · ${appName}`;
  }, [title, appName]);
}

/**
 * Start-up of the session: until it is settled only a spinner shows. A dead
 * session sends the browser to /login, remembering a logged-in page it was opening.
 */
function useSettledSession(isAuthTokenPage: boolean): boolean {
  const navigate = useNavigate();
  const location = useLocation();
  const [openedPath] = useState(`${location.pathname}${location.search}`);
  const sendToLogin = useCallback(async () => {
    const decision = decideAccess(null, openedPath);
    if (decision.kind === 'login') storeGoBackPath(decision.goBackPath);
    showSessionNotice('sessionExpired');
    await navigate(LOGIN_PATH, { replace: true });
  }, [navigate, openedPath]);
  return useSessionStartup(sendToLogin, isAuthTokenPage);
}

/** Header, the guarded screen in main, footer: the frame of every page. */
export function RootLayout() {
  const { t } = useTranslation('common');
  const isAuthTokenPage = matchPath(AUTH_TOKEN_ROUTE, useLocation().pathname) !== null;
  const isSettled = useSettledSession(isAuthTokenPage);
  const hasSession = useSession() !== null;
  // Fetched once a session shows, then kept: a session that ends keeps its keeper (its modal).
  const session = useLazyModule(sessionParts, hasSession);
  useActivityTracker();
  useDocumentTitle();
  useFocusAfterNavigation(MAIN_CONTENT_ID);
  if (!isSettled) return <LoadingSpinner isFullPage />;
  return (
    <>
      <SkipLink />
      <Header sessionParts={session} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="container flex-grow-1 py-4">
        <SessionNoticeAlert />
        <Suspense fallback={<LoadingSpinner label={t('loading')} />}>
          <RouteGuard />
        </Suspense>
      </main>
      <Footer />
      {/* The sign-in page replaces the session; keeping the one it replaces would race it. */}
      {!isAuthTokenPage && session && <session.SessionKeeper />}
      <Suspense fallback={null}>
        <FocusKeeper mainId={MAIN_CONTENT_ID} />
      </Suspense>
    </>
  );
}
