import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LEDGER_PATH,
  MovementResponseSchema,
  SubAccountResponseSchema,
  SubAccountsResponseSchema,
  TRANSFER_PATH,
  type TransferRequest,
} from '@registry/contract/ledger/ledger-api';
import { LEDGER_QUERY_KEY, ledgerCall } from '../../../lib/ledger-call';
import { POSITIONS_QUERY_KEY } from '../../positions/api/positions';

/** GET /api/platform/ledger/sub-accounts: the company's sub-accounts with what each holds. */
export function useSubAccounts() {
  return useQuery({
    queryKey: [...LEDGER_QUERY_KEY, 'sub-accounts'],
    queryFn: async ({ signal }) =>
      (
        await ledgerCall({
          path: `${LEDGER_PATH}/sub-accounts`,
          schema: SubAccountsResponseSchema,
          signal,
        })
      ).subAccounts,
  });
}

/** A change of sub-accounts or of where credits sit: the sub-accounts and the positions read again. */
function invalidateHoldings(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: LEDGER_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: POSITIONS_QUERY_KEY }),
  ]);
}

export type SubAccountChange =
  | { kind: 'create'; body: { name: string } }
  | { kind: 'rename'; body: { subAccountId: number; name: string } }
  | { kind: 'close'; body: { subAccountId: number } };

/** POST /api/platform/ledger/sub-accounts/{create|rename|close}. */
export function useChangeSubAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ change, key }: { change: SubAccountChange; key: string }) =>
      ledgerCall({
        path: `${LEDGER_PATH}/sub-accounts/${change.kind}`,
        method: 'POST',
        body: change.body,
        headers: { 'Idempotency-Key': key },
        schema: SubAccountResponseSchema,
      }),
    onSuccess: () => invalidateHoldings(queryClient),
  });
}

/** POST /api/platform/projectCompanyTransfer/transfer between the company's own accounts. */
export function useMoveCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, key }: { request: TransferRequest; key: string }) =>
      ledgerCall({
        path: `${TRANSFER_PATH}/transfer`,
        method: 'POST',
        body: request,
        headers: { 'Idempotency-Key': key },
        schema: MovementResponseSchema,
      }),
    onSuccess: () => invalidateHoldings(queryClient),
  });
}
