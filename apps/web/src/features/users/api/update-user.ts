import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Permit } from '@registry/contract/auth/account-type';
import {
  UpdatedUserResponseSchema,
  type Flag,
  type UpdatedUserResponse,
} from '@registry/contract/users/company-user';
import type { SearchUsersResponse } from '@registry/contract/users/search-users';
import { apiCall } from '../../../lib/api-client';
import { useSession } from '../../../hooks/use-session';
import { usersQueryKey } from './search-users';

/** The three calls that change one user of the company (spec section 7). */
export type UserChange =
  | { kind: 'active'; id: number; active: Flag }
  | { kind: 'contact'; id: number; isContact: Flag }
  | { kind: 'permit'; id: number; permits: Permit[]; isAdminAccount: Flag };

function toCall({ id, ...change }: UserChange) {
  switch (change.kind) {
    case 'active':
      return { path: `/user/active/${id}`, body: { active: change.active } };
    case 'contact':
      return { path: `/user/contact/${id}`, body: { isContact: change.isContact } };
    case 'permit':
      return {
        path: `/user/permit/${id}`,
        body: { permits: change.permits, isAdminAccount: change.isAdminAccount },
      };
  }
}

export function updateUser(change: UserChange): Promise<UpdatedUserResponse> {
  return apiCall({ ...toCall(change), method: 'POST', schema: UpdatedUserResponseSchema });
}

/**
 * Changes a user (POST user/active, user/contact or user/permit): the lists
 * show the answer at once, then reload.
 */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  const companyId = useSession()?.companyId ?? 0;
  return useMutation({
    mutationFn: updateUser,
    onSuccess: ({ user }) => {
      queryClient.setQueriesData<SearchUsersResponse>(
        { queryKey: usersQueryKey(companyId) },
        (list) => list && { ...list, users: list.users.map((u) => (u.id === user.id ? user : u)) },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKey(companyId) }),
  });
}
