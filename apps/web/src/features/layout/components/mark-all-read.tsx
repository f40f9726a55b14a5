import { useTranslation } from 'react-i18next';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';

/**
 * The bell's "mark all as read": every notification of the user in this
 * company; once done the badge clears and onDone (closing the menu, focus
 * back on the bell) runs. A failure says so in the menu.
 */
export function MarkAllRead({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('layout');
  const markRead = useMarkNotificationsRead();
  return (
    <li>
      <button
        type="button"
        className="dropdown-item"
        disabled={markRead.isPending}
        // The item unmounts once the count is 0: mutate's own callbacks would not run.
        onClick={() => void markRead.mutateAsync({}).then(onDone, () => undefined)}
      >
        {t('notifications.markAllRead')}
      </button>
      {markRead.isError && (
        <span className="dropdown-item-text small text-danger" role="alert">
          {t('notifications.markReadError')}
        </span>
      )}
    </li>
  );
}
