import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TokenClaims } from '@registry/contract/auth/token-claims';
import { NOTIFICATIONS_PAGE_LIMIT } from '@registry/contract/notifications/list-notifications';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { useAllNotifications } from '../../layout/api/all-notifications';
import { useMarkNotificationsRead } from '../../layout/api/mark-notifications-read';
import { NotificationEntry } from '../../layout/components/notification-entry';
import { NotificationLink } from '../../layout/components/notification-link';
import { useNotificationsCount } from '../../session/api/notifications-count';

const TITLE_ID = 'notifications-inbox-title';

/**
 * Every notification the bell counts, of every kind, newest first, a page at
 * a time: each a link to where it leads (opening it marks it read), the
 * unread ones marked "New", and "mark all as read".
 */
export function NotificationsInbox({
  claims,
  firstShown = NOTIFICATIONS_PAGE_LIMIT,
}: {
  claims: TokenClaims;
  /** How many it lists before "Show more" (fewer above the history's table). */
  firstShown?: number;
}) {
  const { t } = useTranslation('layout');
  const session = { companyId: claims.companyId, userHash: claims.userHash };
  const list = useAllNotifications(session);
  const unread = useNotificationsCount(session).data ?? 0;
  const markRead = useMarkNotificationsRead();
  const loaded = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  const [shownCount, setShownCount] = useState(firstShown);
  const notifications = loaded.slice(0, shownCount);
  const hasMore = loaded.length > shownCount || list.hasNextPage;
  const showMore = () => {
    if (loaded.length <= shownCount + NOTIFICATIONS_PAGE_LIMIT && list.hasNextPage) {
      void list.fetchNextPage();
    }
    setShownCount(shownCount + NOTIFICATIONS_PAGE_LIMIT);
  };

  const body = () => {
    if (list.isPending) return <LoadingSpinner label={t('notifications.loading')} />;
    if (list.isError && notifications.length === 0) {
      return (
        <ErrorState
          message={t('notifications.error')}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
        />
      );
    }
    if (notifications.length === 0) return <EmptyState title={t('notifications.empty')} />;
    return (
      <>
        <ul className="list-group mb-2" aria-labelledby={TITLE_ID}>
          {notifications.map((notification) => (
            <li
              key={notification.id}
              className="list-group-item d-flex gap-2 align-items-start"
              data-testid="notifications-inbox-item"
            >
              <NotificationLink notification={notification} className="flex-grow-1 text-reset">
                <NotificationEntry notification={notification} />
              </NotificationLink>
              {!notification.isRead && (
                <span className="badge text-bg-success" aria-hidden="true">
                  {t('notifications.inbox.new')}
                </span>
              )}
            </li>
          ))}
        </ul>
        {hasMore && (
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            disabled={list.isFetchingNextPage}
            onClick={showMore}
          >
            {t('notifications.inbox.loadMore')}
          </button>
        )}
        {list.isFetchNextPageError && <ErrorState message={t('notifications.error')} />}
      </>
    );
  };

  return (
    <section className="mb-4" aria-labelledby={TITLE_ID}>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h2 className="h5 mb-0" id={TITLE_ID} tabIndex={-1}>
          {t('notifications.inbox.title')}
          {unread > 0 && (
            <span className="badge text-bg-success ms-2">
              {t('notifications.inbox.newCount', { count: unread })}
            </span>
          )}
        </h2>
        {unread > 0 && (
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            disabled={markRead.isPending}
            onClick={() =>
              // The button goes once they are read: the focus moves to the box's title.
              void markRead.mutateAsync({}).then(
                () => document.getElementById(TITLE_ID)?.focus(),
                () => undefined,
              )
            }
          >
            {t('notifications.inbox.markAllRead')}
          </button>
        )}
      </div>
      {markRead.isError && (
        <p className="small text-danger" role="alert">
          {t('notifications.markReadError')}
        </p>
      )}
      {body()}
    </section>
  );
}
