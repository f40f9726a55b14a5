import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { TRANSFER_PATH } from '@registry/contract/ledger/ledger-api';
import {
  MovementsResponseSchema,
  TransferNotificationsResponseSchema,
} from '@registry/contract/ledger/ledger-history';
import { TRANSFER_NOTIFICATIONS_KEY } from '../../layout/api/latest-notifications';
import { ledgerCall } from '../../../lib/ledger-call';
import { filterSearch, type HistoryFilter } from '../utils/history-filter';

/**
 * GET /api/platform/projectCompanyTransfer/historic: every movement touching
 * the company's accounts, newest first, one page per cursor.
 */
export function useMovements(filter: HistoryFilter) {
  return useInfiniteQuery({
    queryKey: ['movements', filter],
    initialPageParam: null as number | null,
    queryFn: async ({ pageParam, signal }) => {
      const search = filterSearch(filter);
      if (pageParam !== null) search.set('cursor', String(pageParam));
      const query = search.toString();
      return ledgerCall({
        path: `${TRANSFER_PATH}/historic${query ? `?${query}` : ''}`,
        schema: MovementsResponseSchema,
        signal,
      });
    },
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** GET .../notifications/transfers: the caller's newest "credits received" notifications. */
export function useTransferNotifications() {
  return useQuery({
    queryKey: [TRANSFER_NOTIFICATIONS_KEY],
    queryFn: async ({ signal }) =>
      (
        await ledgerCall({
          path: `${TRANSFER_PATH}/notifications/transfers`,
          schema: TransferNotificationsResponseSchema,
          signal,
        })
      ).notifications,
  });
}
