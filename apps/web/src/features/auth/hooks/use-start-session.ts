import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { SessionExpiredError } from '../../../lib/api-client';
import { storeTokens, type SessionTokens } from '../../../lib/session';
import { fetchNotificationsCount } from '../../session/api/notifications-count';

/**
 * Starts a session in this browser: stores the tokens, fetches the
 * notifications count (0 on failure) and goes to the target. The guard of the
 * public page sends a new session home as soon as the token is stored; the
 * navigation to the target is issued after that, so it is the one that counts.
 */
export function useStartSession() {
  const navigate = useNavigate();
  return useCallback(
    async (tokens: SessionTokens, target: string) => {
      storeTokens(tokens);
      try {
        await fetchNotificationsCount();
      } catch (error) {
        if (error instanceof SessionExpiredError) return;
      }
      await navigate(target, { replace: true });
    },
    [navigate],
  );
}
