import { http, HttpResponse } from 'msw';
import type {
  LatestNotificationsResponse,
  NotificationItem,
} from '@registry/contract/notifications/list-latest-notifications';
import { apiUrl } from '../../../test/msw-server';

export const LATEST_NOTIFICATIONS_URL = apiUrl(
  '/platform/projectCompanyTransfer/notifications/latest',
);

/** Two notifications: an unread one of a kind the app does not know, and a read one. */
export const SAMPLE_NOTIFICATIONS: NotificationItem[] = [
  {
    id: 2,
    kind: 'somethingNew',
    payload: {},
    createdAt: '2026-03-02T10:00:00.000Z',
    isRead: false,
  },
  {
    id: 1,
    kind: 'somethingOld',
    payload: {},
    createdAt: '2026-03-01T09:00:00.000Z',
    isRead: true,
  },
];

/** GET .../notifications/latest answering the list given (or a refusal); counts the calls. */
export function answerLatestNotifications(
  notifications: NotificationItem[] | 'refused' = SAMPLE_NOTIFICATIONS,
) {
  const calls = { count: 0 };
  const handler = http.get(LATEST_NOTIFICATIONS_URL, () => {
    calls.count += 1;
    if (notifications === 'refused') {
      return HttpResponse.json(
        { status: 0, codeMessages: [{ codeMessage: 'ERROR', message: 'No' }] },
        { status: 500 },
      );
    }
    return HttpResponse.json<LatestNotificationsResponse>({
      status: 1,
      codeMessages: [],
      notifications,
    });
  });
  return { handler, calls };
}

export const MARK_READ_URL = apiUrl('/platform/projectCompanyTransfer/notifications/read');

/**
 * POST .../notifications/read answering the unread count left (or a refusal);
 * keeps the bodies it was sent.
 */
export function answerMarkRead(unreadLeft: number | 'refused' = 0) {
  const bodies: unknown[] = [];
  const handler = http.post(MARK_READ_URL, async ({ request }) => {
    bodies.push(await request.json());
    if (unreadLeft === 'refused') {
      return HttpResponse.json(
        { status: 0, codeMessages: [{ codeMessage: 'ERROR', message: 'No' }] },
        { status: 500 },
      );
    }
    return HttpResponse.json({ status: 1, codeMessages: [], notifications: unreadLeft });
  });
  return { handler, bodies };
}
