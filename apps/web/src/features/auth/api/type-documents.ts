import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ListCountryTypeDocumentsResponseSchema,
  type ListCountryTypeDocumentsResponse,
} from '@registry/contract/platform/list-country-type-documents';
import { apiCall } from '../../../lib/api-client';

/**
 * GET /api/platform/typeDocument/{countryId}/actives: the whole answer, so
 * the block can tell status 0 (nothing is updated, spec section 8) from a list.
 */
export function typeDocumentsQueryOptions(countryId: number) {
  return queryOptions({
    queryKey: ['type-documents', countryId],
    queryFn: (): Promise<ListCountryTypeDocumentsResponse> =>
      apiCall({
        path: `/platform/typeDocument/${countryId}/actives`,
        schema: ListCountryTypeDocumentsResponseSchema,
      }),
    staleTime: Infinity,
  });
}

export function useTypeDocuments(countryId: number | null) {
  return useQuery({ ...typeDocumentsQueryOptions(countryId ?? 0), enabled: countryId !== null });
}
