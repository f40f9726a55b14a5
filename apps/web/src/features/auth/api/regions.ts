import { queryOptions, useQuery } from '@tanstack/react-query';
import { ListRegionsResponseSchema } from '@registry/contract/platform/list-regions';
import { apiCall } from '../../../lib/api-client';

/** GET /api/platform/country/{countryId}/regions */
export function regionsQueryOptions(countryId: number) {
  return queryOptions({
    queryKey: ['regions', countryId],
    queryFn: async () => {
      const answer = await apiCall({
        path: `/platform/country/${countryId}/regions`,
        schema: ListRegionsResponseSchema,
      });
      return answer.status === 1 ? answer.regions : [];
    },
    staleTime: Infinity,
  });
}

/** The regions of a country; nothing is asked before a country is chosen. */
export function useRegions(countryId: number | null) {
  return useQuery({ ...regionsQueryOptions(countryId ?? 0), enabled: countryId !== null });
}
