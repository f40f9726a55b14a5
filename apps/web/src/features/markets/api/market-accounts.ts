import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EXCHANGE_USER_PATH,
  isMarketplace,
  LinkedMarketAccountResponseSchema,
  MARKET_ACCOUNTS_PATH,
  MARKETPLACE_USER_PATH,
  MarketAccountsResponseSchema,
  type LinkMarketAccountRequest,
} from '@registry/contract/markets/market-accounts-api';
import { ledgerCall } from '../../../lib/ledger-call';

/** The company's market accounts; a link invalidates it. */
export const MARKET_ACCOUNTS_KEY = ['marketAccounts'] as const;

/** GET /api/markets/accounts: the caller's company's account on each market it linked. */
export function useMarketAccounts(isEnabled: boolean) {
  return useQuery({
    queryKey: MARKET_ACCOUNTS_KEY,
    enabled: isEnabled,
    queryFn: async ({ signal }) =>
      (
        await ledgerCall({
          path: MARKET_ACCOUNTS_PATH,
          schema: MarketAccountsResponseSchema,
          signal,
        })
      ).accounts,
  });
}

/** POST /api/user/exchangeUser or /api/user/marketplaceUser, as the market is linked. */
export function useLinkMarketAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: LinkMarketAccountRequest) =>
      ledgerCall({
        path: isMarketplace(request.market) ? MARKETPLACE_USER_PATH : EXCHANGE_USER_PATH,
        method: 'POST',
        body: request,
        schema: LinkedMarketAccountResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MARKET_ACCOUNTS_KEY }),
  });
}
