import { clearTokens, readAccessToken, readRefreshToken } from '../../../lib/session';
import { renewWithoutToken } from '../../../lib/session-renewal';
import { validateToken } from '../api/validate-token';

/** guest: no session was stored. session: a usable one is. ended: the stored one was dead and is gone. */
export type StartupOutcome = 'guest' | 'session' | 'ended';

/** Whether storage holds anything of a session that start-up must settle. */
export function hasStoredSession(): boolean {
  return readAccessToken() !== null || readRefreshToken() !== null;
}

async function settle(): Promise<StartupOutcome> {
  if (readAccessToken() === null) {
    if (readRefreshToken() === null) return 'guest';
    if (!(await renewWithoutToken())) {
      clearTokens();
      return 'ended';
    }
  }
  const token = readAccessToken();
  if (token === null) return 'ended';
  // A network failure leaves the token: calls answered 401 still end a dead session.
  if ((await validateToken(token)) === false) {
    if (readAccessToken() === token) clearTokens();
    return 'ended';
  }
  return 'session';
}

let pending: Promise<StartupOutcome> | null = null;

/**
 * Start-up of spec section 4: with a refresh token but no access token, a new
 * token is requested (status 0 or an error: every token is cleared); then the
 * token is validated (invalid: cleared). Concurrent callers (React's strict
 * mode mounts twice) share one run.
 */
export function startSession(): Promise<StartupOutcome> {
  pending ??= settle().finally(() => {
    pending = null;
  });
  return pending;
}
