import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  GetCompanyViewResponseSchema,
  type GetCompanyViewResponse,
} from '@registry/contract/company/company-view';
import { apiCall } from '../../../lib/api-client';

export const companyViewApiPath = (id: number) => `/company/get-by-id/${id}`;

export function getCompanyView(id: number, signal?: AbortSignal): Promise<GetCompanyViewResponse> {
  return apiCall({
    path: companyViewApiPath(id),
    schema: GetCompanyViewResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

export const companyViewQueryKey = (id: number) => ['company-view', id] as const;

export const companyViewQueryOptions = (id: number) =>
  queryOptions({
    queryKey: companyViewQueryKey(id),
    queryFn: ({ signal }) => getCompanyView(id, signal),
  });

/**
 * One company as the read-only view shows it (GET company/get-by-id/{id}): for
 * the company itself, a certifier or a company with an accepted connection;
 * anyone else is refused with HTTP 403. id is null when the route's parameter
 * is not a company id: nothing is asked then.
 */
export function useCompanyView(id: number | null) {
  return useQuery({ ...companyViewQueryOptions(id ?? 0), enabled: id !== null });
}
