import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkNotificationsReadBody } from '@registry/contract/notifications/mark-read';
import { apiCall, ApiError } from '../../../lib/api-client';
import { storeNotificationsCount } from '../../../lib/session';
import { NOTIFICATIONS_COUNT_KEY, NOTIFICATIONS_PATH } from '../../session/api/notifications-count';
import {
  ALL_NOTIFICATIONS_KEY,
  LATEST_NOTIFICATIONS_KEY,
  TRANSFER_NOTIFICATIONS_KEY,
} from './latest-notifications';

/** The lists that show a notification as new (the bell's, the home's, the history's, see all's). */
const LISTS_OF_NOTIFICATIONS = [
  [LATEST_NOTIFICATIONS_KEY],
  [TRANSFER_NOTIFICATIONS_KEY],
  [ALL_NOTIFICATIONS_KEY],
];

const loadSchema = async () =>
  (await import('@registry/contract/notifications/mark-read')).MarkNotificationsReadResponseSchema;

/** POST .../notifications/read: some (ids) or all of the user's notifications; answers the unread left. */
export async function markNotificationsRead(body: MarkNotificationsReadBody): Promise<number> {
  const answer = await apiCall({
    path: `${NOTIFICATIONS_PATH}/read`,
    method: 'POST',
    body,
    schema: loadSchema,
  });
  if (answer.status !== 1) throw new ApiError('Marking read refused', 200, answer.codeMessages);
  return answer.notifications;
}

/** Marks read; the bell's badge takes the count answered and the lists load again. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: async (unread) => {
      storeNotificationsCount(unread);
      queryClient.setQueriesData<number>({ queryKey: [NOTIFICATIONS_COUNT_KEY] }, unread);
      await Promise.all(
        LISTS_OF_NOTIFICATIONS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
