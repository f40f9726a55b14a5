import { apiCall } from '../../../lib/api-client';
import {
  clearGoBackPath,
  clearNotificationsCount,
  clearTokens,
  readRefreshToken,
} from '../../../lib/session';
import { FAILED_LOGOUT_CLEAR_DELAY_MS } from '../../../lib/session-timing';
import { loadLogoutSchema } from './schemas';

export const LOGOUT_PATH = '/user/logout';

/** Ends the session on the server; resolves true only when the API confirmed it. */
export async function logout(): Promise<boolean> {
  const refreshToken = readRefreshToken();
  const answer = await apiCall({
    path: LOGOUT_PATH,
    method: 'POST',
    body: refreshToken ? { refreshToken } : {},
    schema: loadLogoutSchema,
  });
  return answer.status === 1;
}

/** Forgets the session in this browser: tokens, go-back path, notifications count. */
export function forgetSession(): void {
  clearTokens();
  clearGoBackPath();
  clearNotificationsCount();
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

let ending: Promise<void> | null = null;
let endCount = 0;

/** How many times a session ended in this page; a renewal that outlives one must not revive it. */
export function countSessionEnds(): number {
  return endCount;
}

/**
 * Logout (spec section 4): the endpoint is called with the refresh token, then
 * the session is forgotten; when the call fails the tokens are cleared only
 * after 2 s. Callers that end the session together (the menu, inactivity, a
 * failed refresh) share one call.
 */
export function endSession(): Promise<void> {
  if (ending) return ending;
  endCount += 1;
  ending = (async () => {
    const isConfirmed = await logout().catch(() => false);
    if (!isConfirmed) await wait(FAILED_LOGOUT_CLEAR_DELAY_MS);
    forgetSession();
  })().finally(() => {
    ending = null;
  });
  return ending;
}
