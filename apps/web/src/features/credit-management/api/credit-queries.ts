import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CertifiedBlocksResponseSchema,
  IssuableProjectsResponseSchema,
  ProjectCreditsResponseSchema,
  ProjectMovementsResponseSchema,
  type ReverseMovementRequest,
} from '@registry/contract/ledger/certifier-api';
import {
  IssueCreditsResponseSchema,
  LEDGER_PATH,
  MovementResponseSchema,
  type BlockActionRequest,
  type IssueCreditsRequest,
} from '@registry/contract/ledger/ledger-api';
import { LEDGER_QUERY_KEY, ledgerCall } from '../../../lib/ledger-call';

/** GET /api/platform/ledger/issuable-projects: the caller's certified projects. */
export function useIssuableProjects() {
  return useQuery(
    queryOptions({
      queryKey: [...LEDGER_QUERY_KEY, 'issuable'],
      queryFn: async ({ signal }) =>
        (
          await ledgerCall({
            path: `${LEDGER_PATH}/issuable-projects`,
            schema: IssuableProjectsResponseSchema,
            signal,
          })
        ).projects,
    }),
  );
}

/** GET /api/platform/ledger/projects/{id}/credits: its issuances and blocks. */
export function useProjectCredits(projectId: number | null) {
  return useQuery({
    queryKey: [...LEDGER_QUERY_KEY, 'project', projectId],
    enabled: projectId !== null,
    queryFn: async ({ signal }) =>
      ledgerCall({
        path: `${LEDGER_PATH}/projects/${projectId}/credits`,
        schema: ProjectCreditsResponseSchema,
        signal,
      }),
  });
}

/** GET /api/platform/ledger/companies/{id}/blocks: a company's blocks of the caller's projects. */
export function useCompanyBlocks(companyId: number) {
  return useQuery({
    queryKey: [...LEDGER_QUERY_KEY, 'company', companyId],
    queryFn: async ({ signal }) =>
      (
        await ledgerCall({
          path: `${LEDGER_PATH}/companies/${companyId}/blocks`,
          schema: CertifiedBlocksResponseSchema,
          signal,
        })
      ).blocks,
  });
}

/** POST /api/platform/ledger/issue, under the Idempotency-Key of the confirmation. */
export function useIssueCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, key }: { request: IssueCreditsRequest; key: string }) =>
      ledgerCall({
        path: `${LEDGER_PATH}/issue`,
        method: 'POST',
        body: request,
        headers: { 'Idempotency-Key': key },
        schema: IssueCreditsResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEDGER_QUERY_KEY }),
  });
}

export type BlockAction = 'lock' | 'unlock' | 'cancel';

/** POST /api/platform/ledger/{lock|unlock|cancel}: a whole block, with a reason. */
export function useBlockAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      action,
      request,
      key,
    }: {
      action: BlockAction;
      request: BlockActionRequest;
      key: string;
    }) =>
      ledgerCall({
        path: `${LEDGER_PATH}/${action}`,
        method: 'POST',
        body: request,
        headers: { 'Idempotency-Key': key },
        schema: MovementResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEDGER_QUERY_KEY }),
  });
}

/** GET /api/platform/ledger/projects/{id}/movements: its movements, newest first. */
export function useProjectMovements(projectId: number | null) {
  return useQuery({
    queryKey: [...LEDGER_QUERY_KEY, 'movements', projectId],
    enabled: projectId !== null,
    queryFn: async ({ signal }) =>
      (
        await ledgerCall({
          path: `${LEDGER_PATH}/projects/${projectId}/movements`,
          schema: ProjectMovementsResponseSchema,
          signal,
        })
      ).movements,
  });
}

/** POST /api/platform/ledger/reverse: a transfer's block back to its sender, with a reason. */
export function useReverseMovement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, key }: { request: ReverseMovementRequest; key: string }) =>
      ledgerCall({
        path: `${LEDGER_PATH}/reverse`,
        method: 'POST',
        body: request,
        headers: { 'Idempotency-Key': key },
        schema: MovementResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEDGER_QUERY_KEY }),
  });
}
