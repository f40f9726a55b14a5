import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { clearTokens, decodeClaims, storeTokens } from '../../../lib/session';
import { HOME_PATH, LOGIN_PATH } from '../../../lib/paths';
import { validateToken } from '../api/validate-token';
import { showSessionNotice } from '../utils/session-notice';

/**
 * /auth/{token}: signs in with a token handed over by a linked platform (spec
 * section 2). The API validates it; a valid one becomes the session (it comes
 * without a refresh token) and the user goes home; otherwise whatever session
 * was stored is cleared and the login page says why.
 */
export function AuthTokenPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation('session');
  const title = useRouteTitle();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const check = useQuery({
    queryKey: ['auth-token', token],
    queryFn: () => validateToken(token),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const isDoneRef = useRef(false);

  // Whatever session was stored is over: the menus must not show it while the token is checked.
  useEffect(() => clearTokens(), []);

  useEffect(() => {
    if (check.isPending || isDoneRef.current) return;
    isDoneRef.current = true;
    clearTokens();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth-token' });
    const isValid = check.data === true && decodeClaims(token) !== null;
    if (isValid) {
      storeTokens({ token });
      void navigate(HOME_PATH, { replace: true });
    } else {
      showSessionNotice('authTokenInvalid');
      void navigate(LOGIN_PATH, { replace: true });
    }
  }, [check.isPending, check.data, token, navigate, queryClient]);

  return (
    <section className="py-5 text-center" aria-busy="true">
      <h1 className="h3 mb-3">{title}</h1>
      <LoadingSpinner label={t('auth.signingIn')} />
    </section>
  );
}
