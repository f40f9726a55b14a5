import { refreshSession } from './api-client';
import { readAccessToken, readRefreshToken } from './session';
import { withRefreshLock } from './session-lock';

/**
 * Renews the session whose access token is `token` (the scheduled refresh of
 * spec section 4). true when a token is stored afterwards: a new one, or one
 * another tab stored meanwhile; false when the refresh failed.
 */
export function renewToken(token: string): Promise<boolean> {
  return withRefreshLock(async () => {
    const current = readAccessToken();
    if (current !== token) return current !== null;
    return refreshSession();
  });
}

/**
 * At start, with a refresh token and no access token: asks for a new token.
 * true when one is stored afterwards (also when another tab got it first).
 */
export function renewWithoutToken(): Promise<boolean> {
  return withRefreshLock(async () => {
    if (readAccessToken() !== null) return true;
    if (readRefreshToken() === null) return false;
    return refreshSession();
  });
}
