import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall, ApiError } from '../../../lib/api-client';
import { NOTIFICATIONS_PATH } from '../../session/api/notifications-count';
import { ALL_NOTIFICATIONS_KEY } from './latest-notifications';

/* The schema (and zod) load in their own chunk: the bell that marks these read is on the first page. */
const loadSchema = async () =>
  (await import('@registry/contract/notifications/list-notifications'))
    .NotificationsPageResponseSchema;

/** "See all": every notification of every kind, a page at a time. */
export function useAllNotifications(session: { companyId: number; userHash: string }) {
  return useInfiniteQuery({
    queryKey: [ALL_NOTIFICATIONS_KEY, session.companyId, session.userHash],
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const answer = await apiCall({
        path: `${NOTIFICATIONS_PATH}/all${pageParam ? `?cursor=${pageParam}` : ''}`,
        schema: loadSchema,
        signal,
      });
      if (answer.status !== 1)
        throw new ApiError('Notifications refused', 200, answer.codeMessages);
      return answer;
    },
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
