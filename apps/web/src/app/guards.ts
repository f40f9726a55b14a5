import { matchRoutes } from 'react-router';
import type { TokenClaims } from '@registry/contract/auth/token-claims';
import { isGranted } from '../lib/access';
import { HOME_PATH, LOGIN_PATH } from '../lib/paths';
import { APP_ROUTES, type AppRoute } from './route-table';

/**
 * allow: render the route. redirect: a logged-in user on a public-only route.
 * login: no session; go to /login and come back to goBackPath afterwards.
 * forbidden: logged in, but the claims do not grant the route (the not-allowed page shows).
 */
export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: typeof HOME_PATH }
  | { kind: 'login'; to: typeof LOGIN_PATH; goBackPath: string }
  | { kind: 'forbidden' };

/** The route of the table React Router renders for this path. */
export function findAppRoute(pathname: string): AppRoute | undefined {
  return matchRoutes([...APP_ROUTES], pathname)?.at(-1)?.route;
}

/**
 * Every guard of spec sections 2 and 6 in one pure function: the session's
 * claims (null when logged out) and the path asked for (with its ?query, kept
 * for the go-back path) give the decision.
 */
export function decideAccess(claims: TokenClaims | null, path: string): AccessDecision {
  const pathname = path.split(/[?#]/)[0] || HOME_PATH;
  const access = findAppRoute(pathname)?.access ?? 'open';
  if (access === 'open') return { kind: 'allow' };
  if (access === 'guestOnly')
    return claims ? { kind: 'redirect', to: HOME_PATH } : { kind: 'allow' };
  if (!claims) return { kind: 'login', to: LOGIN_PATH, goBackPath: path };
  return isGranted(access, claims) ? { kind: 'allow' } : { kind: 'forbidden' };
}
