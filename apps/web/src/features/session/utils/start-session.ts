import { clearTokens, readAccessToken, readRefreshToken } from '../../../lib/session';

/** guest: no session was stored. session: a usable one is. ended: the stored one was dead and is gone. */
export type StartupOutcome = 'guest' | 'session' | 'ended';

/** Whether storage holds anything of a session that start-up must settle. */
export function hasStoredSession(): boolean {
  return readAccessToken() !== null || readRefreshToken() !== null;
}

/**
 * The checks of a stored session and the API client they call, a chunk of
 * their own: a visitor's first page has no session to settle (issue 24).
 */
const loadSettle = () => import('./settle-session');

/** Fetches the start-up's checks early (main.tsx, with the texts) when a session is stored. */
export function preloadSessionStartup(): void {
  if (hasStoredSession()) loadSettle().catch(() => {});
}

let pending: Promise<StartupOutcome> | null = null;

/**
 * Start-up of spec section 4 (settleStoredSession): the stored session is
 * renewed or validated. Concurrent callers (React's strict mode mounts twice)
 * share one run. Should the checks' chunk not load (offline), it ends as their
 * network failures do: an access token is kept, a refresh token alone is cleared.
 */
export function startSession(): Promise<StartupOutcome> {
  pending ??= loadSettle()
    .then(
      ({ settleStoredSession }) => settleStoredSession(),
      (): StartupOutcome => {
        if (readAccessToken() !== null) return 'session';
        clearTokens();
        return 'ended';
      },
    )
    .finally(() => {
      pending = null;
    });
  return pending;
}
