import { useEffect, useState } from 'react';
import { hasStoredSession, startSession, type StartupOutcome } from '../utils/start-session';

/**
 * Settles the stored session before the app shows (spec section 4, start-up):
 * false until then, so a dead token never shows a logged-in page. Without any
 * stored token, or when `isSkipped` (the /auth/{token} page brings its own),
 * it is settled from the first render. onEnded runs before the app shows when
 * the stored session was dead (it sends the browser to /login).
 */
export function useSessionStartup(
  onEnded: () => Promise<void> | void,
  isSkipped: boolean,
): boolean {
  const [isSettled, setIsSettled] = useState(() => isSkipped || !hasStoredSession());
  useEffect(() => {
    if (isSettled) return;
    let isMounted = true;
    const settle = async (outcome: StartupOutcome) => {
      if (!isMounted) return;
      if (outcome === 'ended') await onEnded();
      if (isMounted) setIsSettled(true);
    };
    void startSession().then(settle);
    return () => {
      isMounted = false;
    };
  }, [isSettled, onEnded]);
  return isSettled;
}
