import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TokenClaims } from '@registry/contract/auth/token-claims';
import { NOTIFICATIONS_TARGET_PATH } from '../../../lib/paths';
import { useStoredNotificationsCount } from '../../../hooks/use-session';
import { useNotificationsCount } from '../../session/api/notifications-count';

/** The bell: the unread count as a badge, linking to the transfer history (spec section 2). */
export function NotificationBell({ claims }: { claims: TokenClaims }) {
  const { t } = useTranslation('layout');
  const query = useNotificationsCount({ companyId: claims.companyId, userHash: claims.userHash });
  const storedCount = useStoredNotificationsCount();
  const count = query.data ?? storedCount;
  return (
    <li className="nav-item">
      <Link
        to={NOTIFICATIONS_TARGET_PATH}
        className="nav-link position-relative d-inline-block px-2"
        aria-label={t('bell.label', { count })}
        data-testid="notification-bell"
      >
        <svg
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="currentColor"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
        </svg>
        {count > 0 && (
          <span
            className="position-absolute top-0 start-100 translate-middle badge rounded-pill text-bg-danger"
            aria-hidden="true"
            data-testid="notification-count"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </Link>
    </li>
  );
}
