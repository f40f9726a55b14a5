import { useMutation, useQueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { LOGIN_PATH } from '../../../lib/paths';
import { focusPageHeading } from '../../../hooks/use-focus-after-navigation';
import { endSession } from './logout';

/**
 * The menu's logout: ends the session, drops the cached server state and shows
 * the login page, whose heading takes the focus (the menu that had it is gone),
 * whether or not the path changed on the way.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      await endSession();
      queryClient.clear();
      // The login page replaces the one shown before the wait for its heading starts.
      flushSync(() => void navigate(LOGIN_PATH));
      focusPageHeading('main');
    },
  });
}
