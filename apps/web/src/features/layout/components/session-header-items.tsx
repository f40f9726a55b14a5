import { useMemo } from 'react';
import type { CodeMessage } from '@registry/contract/common/envelope';
import type { TokenClaims } from '@registry/contract/auth/token-claims';
import { buildNavigation } from '../utils/build-navigation';
import { AccountMenu } from './account-menu';
import { CompanySelector } from './company-selector';
import { NotificationBell } from './notification-bell';

interface SessionHeaderItemsProps {
  claims: TokenClaims;
  /** Receives the messages of a failed company switch; [] clears them. */
  onSwitchError: (messages: CodeMessage[]) => void;
}

/**
 * The header's items of a session: company, bell and account menu (with the
 * My account group). In the session's chunk (app/session-parts.ts): a
 * visitor's first page does not carry them.
 */
export function SessionHeaderItems({ claims, onSwitchError }: SessionHeaderItemsProps) {
  const accountGroup = useMemo(
    () => buildNavigation(claims).find((group) => group.id === 'myAccount'),
    [claims],
  );
  return (
    <>
      <CompanySelector claims={claims} onError={onSwitchError} />
      <NotificationBell claims={claims} />
      <AccountMenu claims={claims} group={accountGroup} />
    </>
  );
}
