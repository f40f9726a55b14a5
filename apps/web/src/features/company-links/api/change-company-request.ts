import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AddCompanyRequestResponseSchema } from '@registry/contract/company-links/add-company-request';
import {
  COMPANY_LINKS_PATHS,
  CompanyRequestResponseSchema,
  DeleteCompanyRequestResponseSchema,
} from '@registry/contract/company-links/company-request';
import type { Envelope } from '@registry/contract/common/envelope';
import { apiCall } from '../../../lib/api-client';
import { requireSuccess } from '../utils/require-success';
import { useSession } from '../../../hooks/use-session';
import { companyRequestsQueryKey } from './company-requests';

/**
 * The calls that change a connection request (spec section 7; the body is the
 * selected object, of which the API reads id):
 * add (a search result's company id), accept, reject and delete (a request id).
 */
export type RequestChange =
  | { kind: 'add'; id: number }
  | { kind: 'accept'; id: number }
  | { kind: 'reject'; id: number }
  | { kind: 'delete'; id: number };

export function changeCompanyRequest({ kind, id }: RequestChange): Promise<Envelope> {
  const body = { id };
  switch (kind) {
    case 'add':
      return requireSuccess(
        apiCall({
          path: COMPANY_LINKS_PATHS.add,
          method: 'POST',
          body,
          schema: AddCompanyRequestResponseSchema,
        }),
      );
    case 'accept':
    case 'reject':
      return requireSuccess(
        apiCall({
          path: COMPANY_LINKS_PATHS[kind],
          method: 'POST',
          body,
          schema: CompanyRequestResponseSchema,
        }),
      );
    case 'delete':
      return requireSuccess(
        apiCall({
          path: COMPANY_LINKS_PATHS.delete,
          method: 'POST',
          body,
          schema: DeleteCompanyRequestResponseSchema,
        }),
      );
  }
}

/** Sends a request change; the request lists reload afterwards, whatever the outcome. */
export function useChangeCompanyRequest() {
  const queryClient = useQueryClient();
  const companyId = useSession()?.companyId ?? 0;
  return useMutation({
    mutationFn: changeCompanyRequest,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: companyRequestsQueryKey(companyId) }),
  });
}
