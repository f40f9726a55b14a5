import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LEDGER_PATH,
  MovementResponseSchema,
  PositionsResponseSchema,
  SubAccountResponseSchema,
  SubAccountsResponseSchema,
  TRANSFER_PATH,
  type TransferRequest,
} from '@registry/contract/ledger/ledger-api';
import { LEDGER_QUERY_KEY, ledgerCall } from '../../credit-management/api/ledger-call';

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

/** GET /api/platform/projectCompanyTransfer/positions: the company's blocks. */
export function usePositions() {
  return useQuery({
    queryKey: [...LEDGER_QUERY_KEY, 'positions'],
    queryFn: async ({ signal }) =>
      (
        await ledgerCall({
          path: `${TRANSFER_PATH}/positions`,
          schema: PositionsResponseSchema,
          signal,
        })
      ).positions,
  });
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEDGER_QUERY_KEY }),
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEDGER_QUERY_KEY }),
  });
}
