import { useTranslation } from 'react-i18next';
import type { NotificationItem } from '@registry/contract/notifications/list-latest-notifications';

/** When a notification happened, in the interface language (day and time). */
function formatWhen(createdAt: string, language: string): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}

/**
 * One notification: its text (layout:notifications.kinds.{kind}, a generic
 * text for a kind this app does not know, the payload filling placeholders),
 * when it happened, and whether it is still unread.
 */
export function NotificationEntry({ notification }: { notification: NotificationItem }) {
  const { t, i18n } = useTranslation('layout');
  const values: Record<string, string> = Object.fromEntries(
    Object.entries(notification.payload).map(([key, value]) => [key, String(value ?? '')]),
  );
  // A project's new state, in words (its code would mean nothing to the reader).
  if (values.state) {
    values.state = t(`notifications.states.${values.state}`, { defaultValue: values.state });
  }
  // Tonnes (a market move's) in the reader's numbers: 2,5 t in es and pt.
  const { tonnes } = notification.payload;
  if (typeof tonnes === 'number') {
    values.tonnes = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 }).format(
      tonnes,
    );
  }
  // A kind with an action (a company review) or an outcome (a market move) has
  // a text for each, else its own.
  const context = values.action || values.outcome;
  const message = t(`notifications.kinds.${notification.kind}`, {
    ...values,
    ...(context ? { context } : {}),
    defaultValue: t('notifications.kinds.other'),
  });
  return (
    <>
      <span className={`d-block text-wrap${notification.isRead ? '' : ' fw-semibold'}`}>
        {!notification.isRead && (
          <span className="visually-hidden">{t('notifications.unread')} </span>
        )}
        {message}
      </span>
      <small className="d-block text-body-secondary">
        {formatWhen(notification.createdAt, i18n.language)}
      </small>
    </>
  );
}
