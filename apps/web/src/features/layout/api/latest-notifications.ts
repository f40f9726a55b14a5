import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationItem } from '@registry/contract/notifications/list-latest-notifications';
import { apiCall, ApiError } from '../../../lib/api-client';

export const LATEST_NOTIFICATIONS_PATH = '/platform/projectCompanyTransfer/notifications/latest';
export const LATEST_NOTIFICATIONS_KEY = 'latest-notifications';
/** "See all": every notification of every kind (features/notifications). */
export const ALL_NOTIFICATIONS_KEY = 'all-notifications';
/** The transfer history's "credits received" list (features/transfers). */
export const TRANSFER_NOTIFICATIONS_KEY = 'transfer-notifications';

/* The schema (and zod) load in their own chunk: the bell is on the first page. */
const loadSchema = async () =>
  (await import('@registry/contract/notifications/list-latest-notifications'))
    .LatestNotificationsResponseSchema;

/** The session user's newest notifications in the session's company, newest first. */
export async function fetchLatestNotifications(): Promise<NotificationItem[]> {
  const answer = await apiCall({ path: LATEST_NOTIFICATIONS_PATH, schema: loadSchema });
  if (answer.status !== 1) throw new ApiError('Notifications refused', 200, answer.codeMessages);
  return answer.notifications;
}

export function latestNotificationsQueryOptions(companyId: number, userHash: string) {
  return queryOptions({
    queryKey: [LATEST_NOTIFICATIONS_KEY, companyId, userHash],
    queryFn: fetchLatestNotifications,
    staleTime: 60_000,
    retry: false,
  });
}

/** The bell's list and the home dashboard's; isEnabled false: nothing asked yet (a closed bell). */
export function useLatestNotifications(
  session: { companyId: number; userHash: string },
  isEnabled = true,
) {
  return useQuery({
    ...latestNotificationsQueryOptions(session.companyId, session.userHash),
    enabled: isEnabled,
  });
}
