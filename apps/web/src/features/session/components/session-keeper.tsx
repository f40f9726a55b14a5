import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LOGIN_PATH } from '../../../lib/paths';
import { useSession } from '../../../hooks/use-session';
import { endSession, forgetSession } from '../api/logout';
import { useInactivityCheck } from '../hooks/use-inactivity-check';
import { useTokenRefresh } from '../hooks/use-token-refresh';

// Only a session without permits (a company waiting for the certifier) fetches it.
const WaitingForPermits = lazy(async () => ({
  default: (await import('./waiting-for-permits')).WaitingForPermits,
}));

const loadSessionEndedModal = () => import('./session-ended-modal');
const SessionEndedModal = lazy(async () => ({
  default: (await loadSessionEndedModal()).SessionEndedModal,
}));

/**
 * Keeps the session of spec section 4 once start-up has settled it: the
 * scheduled refresh, the inactivity logout with its session-ended modal, and
 * the thanks/warning modal of a company without permits, and its new permits
 * once the certifier approves it.
 */
export function SessionKeeper() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const claims = useSession();
  const hasSession = claims !== null;
  const isWaitingForPermits = claims !== null && claims.permits.length === 0;
  const [isEndedByInactivity, setIsEndedByInactivity] = useState(false);
  const isEndingRef = useRef(false);

  const leave = useCallback(() => {
    queryClient.clear();
    void navigate(LOGIN_PATH);
  }, [navigate, queryClient]);

  const endForInactivity = useCallback(() => {
    if (isEndingRef.current) return;
    isEndingRef.current = true;
    setIsEndedByInactivity(true);
    void endSession();
  }, []);

  const logOut = useCallback(() => {
    if (isEndingRef.current) return;
    isEndingRef.current = true;
    void endSession().then(() => {
      isEndingRef.current = false;
      leave();
    });
  }, [leave]);

  useTokenRefresh({ onIdle: endForInactivity, onLost: logOut });
  useInactivityCheck(endForInactivity);

  // The modal's code is fetched while the session lasts, not when it has ended.
  useEffect(() => {
    if (hasSession) void loadSessionEndedModal();
  }, [hasSession]);

  const accept = () => {
    forgetSession();
    isEndingRef.current = false;
    setIsEndedByInactivity(false);
    leave();
  };

  return (
    <>
      {isEndedByInactivity && (
        <Suspense fallback={null}>
          <SessionEndedModal onAccept={accept} />
        </Suspense>
      )}
      {isWaitingForPermits && (
        <Suspense fallback={null}>
          <WaitingForPermits />
        </Suspense>
      )}
    </>
  );
}
