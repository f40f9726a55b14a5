import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CreateUserByCompanyResponseSchema,
  type CreateUserByCompanyRequest,
  type CreateUserByCompanyResponse,
} from '@registry/contract/users/create-user-by-company';
import { apiCall } from '../../../lib/api-client';
import { useSession } from '../../../hooks/use-session';
import { usersQueryKey } from './search-users';

export const CREATE_USER_PATH = '/user/createByCompany';

export function createUserByCompany(
  request: CreateUserByCompanyRequest,
): Promise<CreateUserByCompanyResponse> {
  return apiCall({
    path: CREATE_USER_PATH,
    method: 'POST',
    body: request,
    schema: CreateUserByCompanyResponseSchema,
  });
}

/** Adds a user to the company, invited by mail to set a password (POST user/createByCompany). */
export function useCreateUserByCompany() {
  const queryClient = useQueryClient();
  const companyId = useSession()?.companyId ?? 0;
  return useMutation({
    mutationFn: createUserByCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey(companyId) }),
  });
}
