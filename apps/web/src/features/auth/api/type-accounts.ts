import { queryOptions, useQuery } from '@tanstack/react-query';
import { ListTypeAccountsResponseSchema } from '@registry/contract/platform/list-type-accounts';
import { apiCall } from '../../../lib/api-client';

/** GET /api/typeAccount/actives: the nine account types, owner first. */
export const typeAccountsQueryOptions = queryOptions({
  queryKey: ['type-accounts'],
  queryFn: async () => {
    const answer = await apiCall({
      path: '/typeAccount/actives',
      schema: ListTypeAccountsResponseSchema,
    });
    return answer.status === 1 ? answer.typesAccounts : [];
  },
  staleTime: Infinity,
});

export function useTypeAccounts() {
  return useQuery(typeAccountsQueryOptions);
}
