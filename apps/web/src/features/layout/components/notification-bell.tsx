import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TokenClaims } from '@registry/contract/auth/token-claims';
import { DisclosureMenu } from '../../../components/ui/disclosure-menu';
import { useStoredNotificationsCount } from '../../../hooks/use-session';
import { useNotificationsCount } from '../../session/api/notifications-count';
import { useLatestNotifications } from '../api/latest-notifications';
import { MarkAllRead } from './mark-all-read';
import { NotificationsList } from './notifications-list';
import { seeAllPath } from '../utils/notification-target';

function BellIcon() {
  return (
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
  );
}

/**
 * The bell: the unread count as a badge; it opens the user's latest
 * notifications (loaded when first opened), each a link to where it leads,
 * marks them all read, and "see all" leads to every notification: on the
 * transfer history for those who may open it (the transfer rule of
 * lib/access.ts, as the route table says for /historical-transfer), on
 * /notifications for the others.
 */
export function NotificationBell({ claims }: { claims: TokenClaims }) {
  const { t } = useTranslation('layout');
  const session = { companyId: claims.companyId, userHash: claims.userHash };
  const countQuery = useNotificationsCount(session);
  const storedCount = useStoredNotificationsCount();
  const count = countQuery.data ?? storedCount;
  const [isOpened, setIsOpened] = useState(false);
  const rememberOpening = useCallback((isOpen: boolean) => {
    if (isOpen) setIsOpened(true);
  }, []);
  const latest = useLatestNotifications(session, isOpened);
  const seeAll = seeAllPath(claims);
  return (
    <DisclosureMenu
      id="notification-bell"
      align="end"
      menuClassName="notification-menu"
      onOpenChange={rememberOpening}
      label={
        <span className="position-relative d-inline-block" data-testid="notification-bell">
          <BellIcon />
          <span className="visually-hidden">{t('bell.label', { count })}</span>
          {count > 0 && (
            <span
              className="position-absolute top-0 start-100 translate-middle badge rounded-pill text-bg-danger"
              aria-hidden="true"
              data-testid="notification-count"
            >
              {count > 99 ? '99+' : count}
            </span>
          )}
        </span>
      }
    >
      {(close) => (
        <>
          <li>
            <h2 className="dropdown-header h6 mb-0">{t('notifications.title')}</h2>
          </li>
          {isOpened && (
            <NotificationsList
              notifications={latest.data}
              isPending={latest.isPending}
              isError={latest.isError}
              itemClassName=""
              linkClassName="dropdown-item text-wrap"
              testId="notification-menu"
              onOpen={close}
            />
          )}
          {isOpened && count > 0 && (
            <MarkAllRead
              onDone={() => {
                close();
                document.getElementById('notification-bell-toggle')?.focus();
              }}
            />
          )}
          <li>
            <hr className="dropdown-divider" />
          </li>
          <li>
            <Link className="dropdown-item" to={seeAll} onClick={close}>
              {t('notifications.seeAll')}
            </Link>
          </li>
        </>
      )}
    </DisclosureMenu>
  );
}
