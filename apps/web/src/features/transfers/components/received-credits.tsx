import { useTranslation } from 'react-i18next';
import type { NotificationItem } from '@registry/contract/notifications/list-latest-notifications';
import { useMarkNotificationsRead } from '../../layout/api/mark-notifications-read';
import { NotificationEntry } from '../../layout/components/notification-entry';

/** How many "credits received" notifications the history lists above its table. */
export const RECEIVED_SHOWN = 5;

interface ReceivedCreditsProps {
  notifications: readonly NotificationItem[] | undefined;
  isError: boolean;
  onRetry: () => void;
}

/**
 * The bell's transfer notifications where its "see all" leads: the newest
 * credits received, the unread ones marked "New" until marked read here.
 */
export function ReceivedCredits({ notifications, isError, onRetry }: ReceivedCreditsProps) {
  const { t } = useTranslation('transfers');
  const markRead = useMarkNotificationsRead();
  if (isError) {
    return (
      <p className="small text-danger" role="alert">
        {t('history.received.error')}{' '}
        <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={onRetry}>
          {t('history.retry')}
        </button>
      </p>
    );
  }
  if (!notifications || notifications.length === 0) return null;
  const shown = notifications.slice(0, RECEIVED_SHOWN);
  const unreadIds = shown.filter((notification) => !notification.isRead).map(({ id }) => id);
  const unread = notifications.filter((notification) => !notification.isRead).length;
  return (
    <section className="border rounded p-3 mb-4" aria-labelledby="received-credits-title">
      <h2 className="h5" id="received-credits-title" tabIndex={-1}>
        {t('history.received.title')}
        {unread > 0 && (
          <span className="badge text-bg-success ms-2">
            {t('history.received.newCount', { count: unread })}
          </span>
        )}
      </h2>
      <ul className="list-unstyled mb-0">
        {shown.map((notification) => (
          <li key={notification.id} className="py-1 d-flex gap-2 align-items-start">
            <div className="flex-grow-1">
              <NotificationEntry notification={notification} />
            </div>
            {!notification.isRead && (
              <span className="badge text-bg-success" aria-hidden="true">
                {t('history.new')}
              </span>
            )}
          </li>
        ))}
      </ul>
      {unreadIds.length > 0 && (
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm mt-2"
          disabled={markRead.isPending}
          onClick={() =>
            // The button goes once they are read: the focus moves to the box's title.
            void markRead.mutateAsync({ ids: unreadIds }).then(
              () => document.getElementById('received-credits-title')?.focus(),
              () => undefined,
            )
          }
        >
          {t('history.received.markRead')}
        </button>
      )}
      {markRead.isError && (
        <p className="small text-danger mt-2 mb-0" role="alert">
          {t('history.received.markReadError')}
        </p>
      )}
    </section>
  );
}
