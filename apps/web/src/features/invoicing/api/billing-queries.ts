import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BILLING_PATH,
  FeesResponseSchema,
  InvoicesResponseSchema,
  SetFeeResponseSchema,
  type InvoiceState,
  type SetFeeRequest,
} from '@registry/contract/billing/billing-api';
import { ledgerCall } from '../../../lib/ledger-call';

/** Every billing query starts with this key; a saved fee invalidates them all. */
export const BILLING_KEY = ['billing'] as const;

/** GET /api/billing/fees: the registry's whole fee schedule. */
export function useFees() {
  return useQuery({
    queryKey: [...BILLING_KEY, 'fees'],
    queryFn: async ({ signal }) =>
      (await ledgerCall({ path: `${BILLING_PATH}/fees`, schema: FeesResponseSchema, signal })).fees,
  });
}

/** GET /api/billing/invoices: the caller's invoices (a certifier's: all), newest first, 50 a page. */
export function useInvoices(state: InvoiceState | null) {
  return useInfiniteQuery({
    queryKey: [...BILLING_KEY, 'invoices', state],
    initialPageParam: null as number | null,
    queryFn: async ({ pageParam, signal }) => {
      const search = new URLSearchParams();
      if (state) search.set('state', state);
      if (pageParam !== null) search.set('cursor', String(pageParam));
      const query = search.toString();
      return ledgerCall({
        path: `${BILLING_PATH}/invoices${query ? `?${query}` : ''}`,
        schema: InvoicesResponseSchema,
        signal,
      });
    },
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** POST /api/billing/fees: a price of the schedule from a day on (certifier). */
export function useSetFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SetFeeRequest) =>
      ledgerCall({
        path: `${BILLING_PATH}/fees`,
        method: 'POST',
        body: request,
        schema: SetFeeResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_KEY }),
  });
}
