import { clearTokens, readAccessToken, readRefreshToken } from '../../../lib/session';
import { renewWithoutToken } from '../../../lib/session-renewal';
import { validateToken } from '../api/validate-token';
import type { StartupOutcome } from './start-session';

/**
 * Start-up of spec section 4 with a stored session: with a refresh token but
 * no access token, a new token is requested (status 0 or an error: every
 * token is cleared); then the token is validated (invalid: cleared).
 */
export async function settleStoredSession(): Promise<StartupOutcome> {
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
