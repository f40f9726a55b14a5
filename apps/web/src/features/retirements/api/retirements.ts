import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TRANSFER_PATH } from '@registry/contract/ledger/ledger-api';
import {
  PassiveSubjectsResponseSchema,
  RetireResponseSchema,
  RetirementsResponseSchema,
  type RetireRequest,
} from '@registry/contract/retirements/retirements-api';
import { ledgerCall } from '../../../lib/ledger-call';
import { POSITIONS_QUERY_KEY } from '../../positions/api/positions';

/** The company's retirements; a new retirement invalidates them. */
export const RETIREMENTS_QUERY_KEY = ['retirements'] as const;

/** GET /api/platform/projectCompanyTransfer/retirements: the company's, newest first. */
export function useRetirements() {
  return useQuery({
    queryKey: RETIREMENTS_QUERY_KEY,
    queryFn: async ({ signal }) =>
      (
        await ledgerCall({
          path: `${TRANSFER_PATH}/retirements`,
          schema: RetirementsResponseSchema,
          signal,
        })
      ).retirements,
  });
}

/**
 * GET /api/platform/projectCompanyTransfer/passive-subjects: the companies a
 * carbon-tax retirement may name; asked only once that purpose is chosen.
 */
export function usePassiveSubjects(isWanted: boolean) {
  return useQuery({
    queryKey: ['passive-subjects'],
    queryFn: async ({ signal }) =>
      (
        await ledgerCall({
          path: `${TRANSFER_PATH}/passive-subjects`,
          schema: PassiveSubjectsResponseSchema,
          signal,
        })
      ).passiveSubjects,
    enabled: isWanted,
    staleTime: 5 * 60_000,
  });
}

export interface RetireCredits {
  request: RetireRequest;
  idempotencyKey: string;
}

/** POST /api/platform/projectCompanyTransfer/retire: a block, or part of it, retired for good. */
export function retireCredits({ request, idempotencyKey }: RetireCredits) {
  return ledgerCall({
    path: `${TRANSFER_PATH}/retire`,
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: RetireResponseSchema,
  });
}

/**
 * A retirement. After it the page moves on to the certificate: positions and
 * retirements are only marked stale (a refetch now would show the retired
 * block as gone under the leaving page); they load again where shown next.
 */
export function useRetireCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retireCredits,
    onSuccess: () => {
      for (const queryKey of [POSITIONS_QUERY_KEY, RETIREMENTS_QUERY_KEY]) {
        void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
      }
    },
  });
}
