import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MovementResponseSchema,
  PositionsResponseSchema,
  TRANSFER_PATH,
  type ConvertToKgRequest,
} from '@registry/contract/ledger/ledger-api';
import { ledgerCall } from '../../../lib/ledger-call';

/** Every positions query starts with this key; a transfer or a conversion invalidates them. */
export const POSITIONS_QUERY_KEY = ['positions'] as const;

/**
 * GET /api/platform/projectCompanyTransfer/positions: the company's blocks
 * (the first MAX_POSITIONS), how many there are, and their totals.
 */
export function positionsQueryOptions() {
  return queryOptions({
    queryKey: POSITIONS_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const { positions, blockCount, totals } = await ledgerCall({
        path: `${TRANSFER_PATH}/positions`,
        schema: PositionsResponseSchema,
        signal,
      });
      return { positions, blockCount, totals };
    },
  });
}

/** The whole answer: blocks, their count and totals (/my-positions). */
export function useHoldings() {
  return useQuery(positionsQueryOptions());
}

/** The company's blocks as listed. */
export function usePositions() {
  return useQuery({ ...positionsQueryOptions(), select: (holdings) => holdings.positions });
}

/**
 * One block by its serialId, wherever it sits in the list (the transfer,
 * retirement or conversion of a block past its limit); null asks nothing.
 */
export function usePosition(serialId: number | null) {
  return useQuery({
    queryKey: [...POSITIONS_QUERY_KEY, serialId],
    enabled: serialId !== null,
    queryFn: async ({ signal }) =>
      (
        await ledgerCall({
          path: `${TRANSFER_PATH}/positions?serialId=${String(serialId)}`,
          schema: PositionsResponseSchema,
          signal,
        })
      ).positions[0] ?? null,
  });
}

export interface ConvertToKg {
  request: ConvertToKgRequest;
  idempotencyKey: string;
}

/** POST /api/platform/projectCompanyTransfer/convert-to-kg: whole tonnes made divisible. */
export function convertToKg({ request, idempotencyKey }: ConvertToKg) {
  return ledgerCall({
    path: `${TRANSFER_PATH}/convert-to-kg`,
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: MovementResponseSchema,
  });
}

export function useConvertToKg() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertToKg,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: POSITIONS_QUERY_KEY }),
  });
}
