import { useEffect, useSyncExternalStore } from 'react';
import { clearTokens, readAccessToken, readExpiry } from '../../../lib/session';
import { isIdle } from '../../../lib/session-idle';
import { renewToken } from '../../../lib/session-renewal';
import { MAX_TIMER_DELAY_MS, REFRESH_LEAD_MS } from '../../../lib/session-timing';
import { subscribeToSession } from '../../../lib/storage';
import { countSessionEnds } from '../api/logout';

interface TokenRefreshHandlers {
  /** The user was idle when the refresh came due: the session ends for inactivity instead. */
  onIdle: () => void;
  /** The token is already past its refresh time, or the refresh failed: log out. */
  onLost: () => void;
}

const readNoToken = () => null;

/**
 * The refresh of spec section 4: due 60 s before the stored token expires, and
 * scheduled again whenever a token is stored (login, refresh, company switch,
 * another tab). A token already past that point, or a failed refresh, logs out.
 */
export function useTokenRefresh({ onIdle, onLost }: TokenRefreshHandlers): void {
  const token = useSyncExternalStore(subscribeToSession, readAccessToken, readNoToken);
  useEffect(() => {
    const expiry = readExpiry(token);
    if (token === null || expiry === null) return;
    const refreshAt = expiry - REFRESH_LEAD_MS;
    if (refreshAt <= Date.now()) {
      if (readAccessToken() === token) onLost();
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const renew = async () => {
      if (isIdle()) return onIdle();
      const endsBefore = countSessionEnds();
      const isRenewed = await renewToken(token);
      // A logout that started meanwhile wins over the new tokens.
      if (countSessionEnds() !== endsBefore) clearTokens();
      else if (!isRenewed) onLost();
    };
    const schedule = () => {
      const delay = refreshAt - Date.now();
      timer =
        delay > MAX_TIMER_DELAY_MS
          ? setTimeout(schedule, MAX_TIMER_DELAY_MS)
          : setTimeout(() => void renew(), Math.max(delay, 0));
    };
    schedule();
    return () => clearTimeout(timer);
  }, [token, onIdle, onLost]);
}
