import { useInfiniteQuery } from '@tanstack/react-query';
import { NotificationsPageResponseSchema } from '@registry/contract/notifications/list-notifications';
import { apiCall, ApiError } from '../../../lib/api-client';
import { NOTIFICATIONS_PATH } from '../../session/api/notifications-count';

/** "See all": every notification of every kind, a page at a time. */
export const ALL_NOTIFICATIONS_KEY = 'all-notifications';

export function useAllNotifications(session: { companyId: number; userHash: string }) {
  return useInfiniteQuery({
    queryKey: [ALL_NOTIFICATIONS_KEY, session.companyId, session.userHash],
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const answer = await apiCall({
        path: `${NOTIFICATIONS_PATH}/all${pageParam ? `?cursor=${pageParam}` : ''}`,
        schema: NotificationsPageResponseSchema,
        signal,
      });
      if (answer.status !== 1)
        throw new ApiError('Notifications refused', 200, answer.codeMessages);
      return answer;
    },
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
