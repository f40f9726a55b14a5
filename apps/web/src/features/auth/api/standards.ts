import { queryOptions, useQuery } from '@tanstack/react-query';
import { ListStandardsResponseSchema } from '@registry/contract/platform/list-standards';
import { apiCall } from '../../../lib/api-client';

/** GET /api/platform/standard/actives: active standards by id (1 is the default). */
export const standardsQueryOptions = queryOptions({
  queryKey: ['standards'],
  queryFn: async () => {
    const answer = await apiCall({
      path: '/platform/standard/actives',
      schema: ListStandardsResponseSchema,
    });
    return answer.status === 1 ? answer.standards : [];
  },
  staleTime: Infinity,
});

export function useStandards() {
  return useQuery(standardsQueryOptions);
}
