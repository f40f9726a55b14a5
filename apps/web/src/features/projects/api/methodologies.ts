import { queryOptions, useQuery } from '@tanstack/react-query';
import { MethodologiesResponseSchema } from '@registry/contract/projects/project-api';
import { apiCall } from '../../../lib/api-client';

/** GET /api/platform/methodology/actives: the seeded methodologies of every standard. */
export const methodologiesQueryOptions = queryOptions({
  queryKey: ['methodologies'],
  queryFn: async () => {
    const answer = await apiCall({
      path: '/platform/methodology/actives',
      schema: MethodologiesResponseSchema,
    });
    return answer.status === 1 ? answer.methodologies : [];
  },
  staleTime: Infinity,
});

export function useMethodologies() {
  return useQuery(methodologiesQueryOptions);
}
