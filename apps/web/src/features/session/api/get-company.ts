import { queryOptions } from '@tanstack/react-query';
import type { GetCompanyResponse } from '@registry/contract/company/get-company';
import { apiCall } from '../../../lib/api-client';

export const COMPANY_PATH = '/company/';

const loadGetCompanySchema = async () =>
  (await import('@registry/contract/company/get-company')).GetCompanyResponseSchema;

/** GET /api/company/: the session's company (update flags, password expiration) and membership. */
export function fetchCompany(): Promise<GetCompanyResponse> {
  return apiCall({ path: COMPANY_PATH, schema: loadGetCompanySchema });
}

/** Keyed by the session's company and user, so a company switch asks again. */
export function companyQueryOptions(companyId: number, userHash: string) {
  return queryOptions({
    queryKey: ['company', companyId, userHash],
    queryFn: fetchCompany,
  });
}
