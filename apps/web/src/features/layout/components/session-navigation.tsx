import { useMemo } from 'react';
import type { TokenClaims } from '@registry/contract/auth/token-claims';
import { buildNavigation } from '../utils/build-navigation';
import { NavGroupMenu } from './nav-group-menu';

/**
 * The header's navigation menus of a session (My account is the account
 * menu's). Only a session has menus: in the session's chunk (app/session-parts.ts).
 */
export function SessionNavigation({ claims }: { claims: TokenClaims }) {
  const groups = useMemo(() => buildNavigation(claims), [claims]);
  return groups
    .filter((group) => group.id !== 'myAccount')
    .map((group) => <NavGroupMenu key={group.id} group={group} />);
}
