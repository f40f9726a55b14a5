import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notifySessionChange } from '../../../lib/storage';
import { MENU_RELOAD_DELAY_MS } from '../../../lib/session-timing';
import { NOTIFICATIONS_COUNT_KEY } from '../../session/api/notifications-count-key';

/**
 * The menu reloads 1 s after the page mounts (spec section 4): the claims are
 * read from storage again (a token stored without notice, by another script or
 * a login finishing then, rebuilds the menus) and the notifications count is fetched again.
 */
export function useMenuReload(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const timer = setTimeout(() => {
      notifySessionChange();
      void queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_COUNT_KEY] });
    }, MENU_RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [queryClient]);
}
