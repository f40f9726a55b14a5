import { useTranslation } from 'react-i18next';
import type { NotificationItem } from '@registry/contract/notifications/list-latest-notifications';
import { NotificationEntry } from './notification-entry';
import { NotificationLink } from './notification-link';

interface NotificationsListProps {
  notifications: readonly NotificationItem[] | undefined;
  isPending: boolean;
  isError: boolean;
  /** Classes of each entry (a dropdown's item, or a list group's). */
  itemClassName: string;
  /** Classes of each entry's link to where it leads. */
  linkClassName: string;
  testId: string;
  /** When a notification is opened (the bell closes its menu). */
  onOpen?: () => void;
}

/**
 * The latest notifications as list items, with their loading, error and
 * empty states (the bell's menu and the home dashboard share it).
 */
export function NotificationsList({
  notifications,
  isPending,
  isError,
  itemClassName,
  linkClassName,
  testId,
  onOpen,
}: NotificationsListProps) {
  const { t } = useTranslation('layout');
  if (isPending) {
    return (
      <li className={itemClassName} data-testid={`${testId}-loading`}>
        <span role="status">{t('notifications.loading')}</span>
      </li>
    );
  }
  if (isError || !notifications) {
    return (
      <li className={`${itemClassName} text-danger`} data-testid={`${testId}-error`}>
        <span role="alert">{t('notifications.error')}</span>
      </li>
    );
  }
  if (notifications.length === 0) {
    return (
      <li className={`${itemClassName} text-body-secondary`} data-testid={`${testId}-empty`}>
        {t('notifications.empty')}
      </li>
    );
  }
  return notifications.map((notification) => (
    <li key={notification.id} className={itemClassName} data-testid={`${testId}-item`}>
      <NotificationLink
        notification={notification}
        className={linkClassName}
        {...(onOpen ? { onOpen } : {})}
      >
        <NotificationEntry notification={notification} />
      </NotificationLink>
    </li>
  ));
}
