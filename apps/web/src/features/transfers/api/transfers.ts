import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MovementResponseSchema,
  TRANSFER_PATH,
  type TransferRequest,
} from '@registry/contract/ledger/ledger-api';
import {
  TRANSFER_COMPANIES_PATH,
  TransferCompaniesResponseSchema,
} from '@registry/contract/ledger/transfer-companies';
import { ledgerCall } from '../../../lib/ledger-call';
import { POSITIONS_QUERY_KEY } from '../../positions/api/positions';

/**
 * POST /api/company/list/transfer (or /certifier for a certifier): the
 * companies that may receive credits, whose name contains the search text.
 */
export function useTransferCompanies(search: string, isCertifier: boolean) {
  return useQuery({
    queryKey: ['transfer-companies', isCertifier, search],
    queryFn: async ({ signal }) =>
      (
        await ledgerCall({
          path: isCertifier ? `${TRANSFER_COMPANIES_PATH}/certifier` : TRANSFER_COMPANIES_PATH,
          method: 'POST',
          body: search === '' ? {} : { search },
          schema: TransferCompaniesResponseSchema,
          signal,
        })
      ).companies,
    placeholderData: keepPreviousData,
  });
}

export interface TransferCredits {
  request: TransferRequest;
  idempotencyKey: string;
}

/** POST /api/platform/projectCompanyTransfer/transfer: a block moved whole or split. */
export function transferCredits({ request, idempotencyKey }: TransferCredits) {
  return ledgerCall({
    path: `${TRANSFER_PATH}/transfer`,
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: MovementResponseSchema,
  });
}

export function useTransferCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferCredits,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: POSITIONS_QUERY_KEY }),
  });
}
