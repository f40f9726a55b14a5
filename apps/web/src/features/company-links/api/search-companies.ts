import { useMutation } from '@tanstack/react-query';
import { COMPANY_LINKS_PATHS } from '@registry/contract/company-links/company-request';
import {
  SearchCompaniesResponseSchema,
  type SearchCompaniesResponse,
} from '@registry/contract/company-links/search-companies';
import { apiCall } from '../../../lib/api-client';
import { requireSuccess } from '../utils/require-success';

/** Companies to connect with whose name, platform id or document number contains the text. */
export function searchCompanies(search: string): Promise<SearchCompaniesResponse> {
  return requireSuccess(
    apiCall({
      path: COMPANY_LINKS_PATHS.search,
      method: 'POST',
      body: { search: search.trim() },
      schema: SearchCompaniesResponseSchema,
    }),
  );
}

/** The search modal's call (POST .../search); each search replaces the previous results. */
export function useSearchCompanies() {
  return useMutation({ mutationFn: searchCompanies });
}
