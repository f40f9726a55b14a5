import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  COMPANY_LINKS_PATHS,
  CompanyRequestsResponseSchema,
  type CompanyRequestsResponse,
} from '@registry/contract/company-links/company-request';
import { apiCall } from '../../../lib/api-client';
import { requireSuccess } from '../utils/require-success';
import { useSession } from '../../../hooks/use-session';

export function getMyCompanyRequests(signal?: AbortSignal): Promise<CompanyRequestsResponse> {
  return requireSuccess(
    apiCall({
      path: COMPANY_LINKS_PATHS.myCompany,
      method: 'POST',
      body: {},
      schema: CompanyRequestsResponseSchema,
      ...(signal ? { signal } : {}),
    }),
  );
}

/** The key of the session company's requests: every link call refreshes it. */
export const companyRequestsQueryKey = (companyId: number) =>
  ['company-links', 'requests', companyId] as const;

export const companyRequestsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: companyRequestsQueryKey(companyId),
    queryFn: ({ signal }) => getMyCompanyRequests(signal),
  });

/**
 * The session company's connection requests (POST .../companyRequestMyCompany):
 * sent (companyReques) and received (companyRequestCompany), newest first.
 */
export function useCompanyRequests() {
  const companyId = useSession()?.companyId ?? 0;
  return useQuery(companyRequestsQueryOptions(companyId));
}
