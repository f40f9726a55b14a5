import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  COMPANY_LINKS_PATHS,
  type CompanyRequestsResponse,
} from '@registry/contract/company-links/company-request';
import {
  LinkUserResponseSchema,
  type LinkUserResponse,
} from '@registry/contract/company-links/link-users';
import { apiCall } from '../../../lib/api-client';
import { requireSuccess } from '../utils/require-success';
import { useSession } from '../../../hooks/use-session';
import { companyRequestsQueryKey } from './company-requests';

/** Grant (add) or take back (remove) a user's access through an accepted request. */
export interface LinkUserChange {
  kind: 'add' | 'remove';
  /** The request's id. */
  id: number;
  userId: number;
}

export function changeLinkUser({ kind, id, userId }: LinkUserChange): Promise<LinkUserResponse> {
  return requireSuccess(
    apiCall({
      path: kind === 'add' ? COMPANY_LINKS_PATHS.addUser : COMPANY_LINKS_PATHS.deleteUser,
      method: 'POST',
      body: { id, userId },
      schema: LinkUserResponseSchema,
    }),
  );
}

/**
 * POST .../addUserCompany or .../deleteUserCompany: the modal shows the user's
 * new exist at once, then the lists reload.
 */
export function useChangeLinkUser() {
  const queryClient = useQueryClient();
  const companyId = useSession()?.companyId ?? 0;
  const queryKey = companyRequestsQueryKey(companyId);
  return useMutation({
    mutationFn: changeLinkUser,
    onSuccess: ({ user }, { id }) => {
      queryClient.setQueryData<CompanyRequestsResponse>(
        queryKey,
        (lists) =>
          lists && {
            ...lists,
            companyReques: lists.companyReques.map((request) =>
              request.id === id
                ? {
                    ...request,
                    users: request.users.map((u) => (u.id === user.id ? user : u)),
                  }
                : request,
            ),
          },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
