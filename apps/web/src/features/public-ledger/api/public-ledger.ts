import { useInfiniteQuery } from '@tanstack/react-query';
import {
  PUBLIC_LEDGER_PATH,
  PublicLedgerResponseSchema,
} from '@registry/contract/retirements/public-ledger';
import { apiCall } from '../../../lib/api-client';
import { isRangeInverted, ledgerQueryString, type LedgerFilter } from '../utils/ledger-filter';

/** GET /api/public/ledger: the filter's retirements and cancellations, a page per cursor. */
export function usePublicLedger(filter: LedgerFilter) {
  return useInfiniteQuery({
    queryKey: ['publicLedger', filter],
    initialPageParam: null as number | null,
    queryFn: async ({ pageParam, signal }) => {
      const search = new URLSearchParams(ledgerQueryString(filter));
      if (pageParam !== null) search.set('cursor', String(pageParam));
      const query = search.toString();
      return apiCall({
        path: `${PUBLIC_LEDGER_PATH}${query ? `?${query}` : ''}`,
        schema: PublicLedgerResponseSchema,
        signal,
      });
    },
    getNextPageParam: (page) => page.nextCursor,
    enabled: !isRangeInverted(filter),
  });
}
