import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { NotificationItem } from '@registry/contract/notifications/list-latest-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { notificationTarget } from '../utils/notification-target';

/**
 * A notification as a link to where it leads (the project, its comments, the
 * movement); opening an unread one marks it read. One with nowhere to go is
 * its text alone.
 */
export function NotificationLink({
  notification,
  className,
  onOpen,
  children,
}: {
  notification: NotificationItem;
  className?: string;
  /** Before the navigation (the bell closes its menu). */
  onOpen?: () => void;
  children: ReactNode;
}) {
  const markRead = useMarkNotificationsRead();
  const target = notificationTarget(notification);
  if (!target) return <div className={className}>{children}</div>;
  return (
    <Link
      to={target}
      className={className}
      onClick={() => {
        onOpen?.();
        if (!notification.isRead) markRead.mutate({ ids: [notification.id] });
      }}
    >
      {children}
    </Link>
  );
}
