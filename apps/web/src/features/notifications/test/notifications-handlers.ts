import { http, HttpResponse } from 'msw';
import type { NotificationItem } from '@registry/contract/notifications/list-latest-notifications';
import { apiUrl } from '../../../test/msw-server';

const ok = (data: object = {}) => HttpResponse.json({ status: 1, codeMessages: [], ...data });
const PATH = '/platform/projectCompanyTransfer/notifications';

/** A notification as the API lists it. */
export function notificationItem(overrides: Partial<NotificationItem> = {}): NotificationItem {
  return {
    id: 1,
    kind: 'projectTransition',
    payload: { projectId: 7, name: 'Manglares de Tumaco', code: null, state: 'publicComment' },
    createdAt: '2026-03-06T12:00:00.000Z',
    isRead: false,
    ...overrides,
  };
}

/**
 * The notification calls in memory, as the API answers them: the bell's count
 * and latest list, "see all" by pages, the credits received, and marking
 * read (some ids, or all); `marked` keeps what each marking named.
 */
export function createNotificationsBackend(
  initial: NotificationItem[] = [],
  {
    pageSize = 20,
    shouldFail = () => false,
  }: { pageSize?: number; shouldFail?: () => boolean } = {},
) {
  let notifications = [...initial].sort((a, b) => b.id - a.id);
  const marked: (number[] | undefined)[] = [];
  const unread = () => notifications.filter((item) => !item.isRead).length;
  const failure = () => HttpResponse.json({ status: 0, codeMessages: [] }, { status: 500 });
  const handlers = [
    http.get(apiUrl(PATH), () => ok({ notifications: unread() })),
    http.get(apiUrl(`${PATH}/latest`), () =>
      shouldFail() ? failure() : ok({ notifications: notifications.slice(0, 10) }),
    ),
    http.get(apiUrl(`${PATH}/all`), ({ request }) => {
      if (shouldFail()) return failure();
      const cursor = Number(new URL(request.url).searchParams.get('cursor') ?? Infinity);
      const after = notifications.filter((item) => item.id < cursor);
      const page = after.slice(0, pageSize);
      return ok({
        notifications: page,
        nextCursor: after.length > pageSize ? (page.at(-1)?.id ?? null) : null,
      });
    }),
    http.get(apiUrl(`${PATH}/transfers`), () =>
      shouldFail()
        ? failure()
        : ok({
            notifications: notifications.filter((item) => item.kind === 'creditsReceived'),
            nextCursor: null,
          }),
    ),
    http.post(apiUrl(`${PATH}/read`), async ({ request }) => {
      const { ids } = (await request.json()) as { ids?: number[] };
      marked.push(ids);
      notifications = notifications.map((item) =>
        !ids || ids.includes(item.id) ? { ...item, isRead: true } : item,
      );
      return ok({ notifications: unread() });
    }),
  ];
  return { handlers, marked };
}
