import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminCompaniesResponseSchema,
  CompanyReviewsResponseSchema,
  ReviewCompanyResponseSchema,
  SystemAccountsResponseSchema,
  type ReviewCompanyRequest,
} from '@registry/contract/administration/companies';
import { ledgerCall } from '../../../lib/ledger-call';
import { companyFilterQuery, type CompanyFilter } from '../utils/company-filter';

/** Every query of the screen starts with this key; a review invalidates them all. */
const ADMIN_KEY = ['administration'] as const;

/** GET /api/company/get-all: the filter's companies, newest first, 50 a page. */
export function useAdminCompanies(filter: CompanyFilter) {
  return useInfiniteQuery({
    queryKey: [...ADMIN_KEY, 'companies', filter],
    initialPageParam: null as number | null,
    queryFn: async ({ pageParam, signal }) => {
      const search = new URLSearchParams(companyFilterQuery(filter));
      if (pageParam !== null) search.set('cursor', String(pageParam));
      const query = search.toString();
      return ledgerCall({
        path: `/company/get-all${query ? `?${query}` : ''}`,
        schema: AdminCompaniesResponseSchema,
        signal,
      });
    },
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** GET /api/administration/companies/{id}/reviews: who moved the company, when and why. */
export function useCompanyReviews(companyId: number) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'reviews', companyId],
    queryFn: async ({ signal }) =>
      (
        await ledgerCall({
          path: `/administration/companies/${companyId}/reviews`,
          schema: CompanyReviewsResponseSchema,
          signal,
        })
      ).reviews,
  });
}

/** GET /api/administration/system-accounts: the registry's own accounts and their kg. */
export function useSystemAccounts() {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'system-accounts'],
    queryFn: async ({ signal }) =>
      (
        await ledgerCall({
          path: '/administration/system-accounts',
          schema: SystemAccountsResponseSchema,
          signal,
        })
      ).accounts,
  });
}

/** POST /api/administration/companies/review: approve, reject, suspend or reinstate. */
export function useReviewCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ReviewCompanyRequest) =>
      ledgerCall({
        path: '/administration/companies/review',
        method: 'POST',
        body: request,
        schema: ReviewCompanyResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
