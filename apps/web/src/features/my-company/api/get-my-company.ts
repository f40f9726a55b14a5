import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  GetMyCompanyResponseSchema,
  type GetMyCompanyResponse,
} from '@registry/contract/company/my-company';
import { apiCall } from '../../../lib/api-client';
import { useSession } from '../../../hooks/use-session';

export const GET_MY_COMPANY_PATH = '/company/getCompanyMyCompany';

/** Keyed by the session's company and user, so a company switch asks again. */
export const myCompanyQueryKey = (companyId: number, userHash: string) =>
  ['my-company', companyId, userHash] as const;

/** POST /api/company/getCompanyMyCompany: the company, its document types and the survey. */
export function fetchMyCompany(signal?: AbortSignal): Promise<GetMyCompanyResponse> {
  return apiCall({
    path: GET_MY_COMPANY_PATH,
    method: 'POST',
    body: {},
    schema: GetMyCompanyResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

export function myCompanyQueryOptions(companyId: number, userHash: string) {
  return queryOptions({
    queryKey: myCompanyQueryKey(companyId, userHash),
    queryFn: ({ signal }) => fetchMyCompany(signal),
  });
}

/** The key of the session's My Company query. */
export function useMyCompanyKey() {
  const claims = useSession();
  return myCompanyQueryKey(claims?.companyId ?? 0, claims?.userHash ?? '');
}

/** The session's company as the My Company tabs show it. */
export function useMyCompany() {
  const claims = useSession();
  return useQuery(myCompanyQueryOptions(claims?.companyId ?? 0, claims?.userHash ?? ''));
}
