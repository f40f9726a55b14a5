import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  SearchUsersResponseSchema,
  USERS_PAGE_SIZE,
  type SearchUsersResponse,
} from '@registry/contract/users/search-users';
import { apiCall } from '../../../lib/api-client';

export const SEARCH_USERS_PATH = '/user/search';

/** Every users query of the company starts with this key; changes invalidate it. */
export const usersQueryKey = (companyId: number) => ['users', companyId] as const;

export interface UsersSearch {
  text: string;
  page: number;
}

export function searchUsers(
  { text, page }: UsersSearch,
  signal?: AbortSignal,
): Promise<SearchUsersResponse> {
  return apiCall({
    path: SEARCH_USERS_PATH,
    method: 'POST',
    body: { text, page, pageSize: USERS_PAGE_SIZE },
    schema: SearchUsersResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

export function usersQueryOptions(companyId: number, search: UsersSearch) {
  return queryOptions({
    queryKey: [...usersQueryKey(companyId), search.text, search.page],
    queryFn: ({ signal }) => searchUsers(search, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of the company's users whose name or e-mail contains the text (POST user/search). */
export function useUsers(companyId: number, search: UsersSearch) {
  return useQuery(usersQueryOptions(companyId, search));
}
