import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, SessionExpiredError } from '../../../lib/api-client';
import { storeNotificationsCount } from '../../../lib/session';
import { NOTIFICATIONS_COUNT_KEY } from './notifications-count-key';
import { loadNotificationsCountSchema } from './schemas';

export const NOTIFICATIONS_PATH = '/platform/projectCompanyTransfer/notifications';
export { NOTIFICATIONS_COUNT_KEY } from './notifications-count-key';

/** The unread notifications of the session's user, stored for the bell; 0 on any failure (spec section 4). */
export async function fetchNotificationsCount(): Promise<number> {
  let count = 0;
  try {
    const answer = await apiCall({
      path: NOTIFICATIONS_PATH,
      schema: loadNotificationsCountSchema,
    });
    count = answer.status === 1 ? answer.notifications : 0;
  } catch (error) {
    if (error instanceof SessionExpiredError) throw error;
  }
  storeNotificationsCount(count);
  return count;
}

export function notificationsCountQueryOptions(companyId: number, userHash: string) {
  return queryOptions({
    queryKey: [NOTIFICATIONS_COUNT_KEY, companyId, userHash],
    queryFn: fetchNotificationsCount,
    staleTime: 60_000,
    retry: false,
  });
}

/** Fetches the count when a session starts or changes company; null session: nothing to fetch. */
export function useNotificationsCount(session: { companyId: number; userHash: string } | null) {
  return useQuery({
    ...notificationsCountQueryOptions(session?.companyId ?? 0, session?.userHash ?? ''),
    enabled: session !== null,
  });
}
