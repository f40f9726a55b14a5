import { useEffect } from 'react';
import { readAccessToken, readLastActivity, storeLastActivity } from '../../../lib/session';
import { isIdle } from '../../../lib/session-idle';
import { INACTIVITY_CHECK_INTERVAL_MS } from '../../../lib/session-timing';

/**
 * Inactivity (spec section 4): every 10 s, a session idle for more than 15
 * minutes (last key press or click, stored by useActivityTracker, shared by
 * every tab) calls onIdle. The page opening counts as activity when none is stored.
 */
export function useInactivityCheck(onIdle: () => void): void {
  useEffect(() => {
    if (readLastActivity() === null) storeLastActivity();
    const interval = setInterval(() => {
      if (readAccessToken() !== null && isIdle()) onIdle();
    }, INACTIVITY_CHECK_INTERVAL_MS);
    return () => clearInterval(interval);
  }, [onIdle]);
}
