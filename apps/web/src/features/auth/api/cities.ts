import { queryOptions, useQuery } from '@tanstack/react-query';
import { ListCitiesResponseSchema } from '@registry/contract/platform/list-cities';
import { apiCall } from '../../../lib/api-client';

/** GET /api/platform/country/{countryId}/regions/{regionId}/cities */
export function citiesQueryOptions(countryId: number, regionId: number) {
  return queryOptions({
    queryKey: ['cities', countryId, regionId],
    queryFn: async () => {
      const answer = await apiCall({
        path: `/platform/country/${countryId}/regions/${regionId}/cities`,
        schema: ListCitiesResponseSchema,
      });
      return answer.status === 1 ? answer.cities : [];
    },
    staleTime: Infinity,
  });
}

/** The cities of a region; nothing is asked before both are chosen. */
export function useCities(countryId: number | null, regionId: number | null) {
  return useQuery({
    ...citiesQueryOptions(countryId ?? 0, regionId ?? 0),
    enabled: countryId !== null && regionId !== null,
  });
}
