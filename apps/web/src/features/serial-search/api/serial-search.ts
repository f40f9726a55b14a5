import { useQuery } from '@tanstack/react-query';
import {
  PUBLIC_SERIALS_PATH,
  SerialSearchResponseSchema,
} from '@registry/contract/ledger/ledger-history';
import { apiCall } from '../../../lib/api-client';

/** The blocks holding a serial and their history (anyone; nothing asked while `q` is empty). */
export function useSerialSearch(q: string) {
  return useQuery({
    queryKey: ['serialSearch', q],
    queryFn: ({ signal }) =>
      apiCall({
        path: `${PUBLIC_SERIALS_PATH}?${new URLSearchParams({ q }).toString()}`,
        schema: SerialSearchResponseSchema,
        signal,
      }),
    enabled: q !== '',
    retry: false,
  });
}
