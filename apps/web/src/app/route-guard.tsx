import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useSession } from '../hooks/use-session';
import { storeGoBackPath } from '../lib/session';
import { LOGIN_PATH } from '../lib/paths';
import { NotAllowedPage } from '../features/errors/components/not-allowed-page';
import { decideAccess } from './guards';

/**
 * Whether the session ended while this location was showing (logout, failed
 * refresh): then the way to /login does not remember the page.
 */
function useIsSessionLostHere(hasSession: boolean, locationKey: string): boolean {
  const [seen, setSeen] = useState({ locationKey, hadSession: hasSession });
  if (seen.locationKey !== locationKey || (hasSession && !seen.hadSession)) {
    setSeen({ locationKey, hadSession: hasSession || seen.locationKey === locationKey });
  }
  return seen.locationKey === locationKey && seen.hadSession && !hasSession;
}

function RedirectToLogin({ goBackPath }: { goBackPath: string | null }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (goBackPath) storeGoBackPath(goBackPath);
    void navigate(LOGIN_PATH, { replace: true });
  }, [goBackPath, navigate]);
  return null;
}

/** Applies decideAccess to the current location on every navigation and session change. */
export function RouteGuard() {
  const claims = useSession();
  const location = useLocation();
  const isSessionLostHere = useIsSessionLostHere(claims !== null, location.key);
  const decision = decideAccess(claims, `${location.pathname}${location.search}`);
  switch (decision.kind) {
    case 'allow':
      return <Outlet />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'login':
      return <RedirectToLogin goBackPath={isSessionLostHere ? null : decision.goBackPath} />;
    case 'forbidden':
      return <NotAllowedPage />;
  }
}
