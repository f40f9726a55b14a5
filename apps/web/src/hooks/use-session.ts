import { useMemo, useSyncExternalStore } from 'react';
import type { TokenClaims } from '@registry/contract/auth/token-claims';
import { decodeClaims, readAccessToken, readNotificationsCount } from '../lib/session';
import { subscribeToSession } from '../lib/storage';

const readNoToken = () => null;

/** The claims of the current session, or null when logged out; follows token changes in every tab. */
export function useSession(): TokenClaims | null {
  const token = useSyncExternalStore(subscribeToSession, readAccessToken, readNoToken);
  return useMemo(() => decodeClaims(token), [token]);
}

/** The notifications count last stored for this session. */
export function useStoredNotificationsCount(): number {
  return useSyncExternalStore(subscribeToSession, readNotificationsCount, () => 0);
}
