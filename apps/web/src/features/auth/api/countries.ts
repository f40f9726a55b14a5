import { queryOptions, useQuery } from '@tanstack/react-query';
import { ListCountriesResponseSchema } from '@registry/contract/platform/list-countries';
import { apiCall } from '../../../lib/api-client';

/** GET /api/platform/country: active countries, with their document and phone formats. */
export const countriesQueryOptions = queryOptions({
  queryKey: ['countries'],
  queryFn: async () => {
    const answer = await apiCall({
      path: '/platform/country',
      schema: ListCountriesResponseSchema,
    });
    return answer.status === 1 ? answer.countries : [];
  },
  staleTime: Infinity,
});

export function useCountries() {
  return useQuery(countriesQueryOptions);
}
