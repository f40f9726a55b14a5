import { queryOptions, useQuery } from '@tanstack/react-query';
import { ListTermsConditionsResponseSchema } from '@registry/contract/platform/list-terms-conditions';
import { apiCall } from '../../../lib/api-client';

export const TERMS_CONDITIONS_PATH = '/platform/termCondition/';

/** GET /api/platform/termCondition/: the current terms and personal-data texts, in the UI language. */
export const termsConditionsQueryOptions = queryOptions({
  queryKey: ['terms-conditions'],
  queryFn: async () => {
    const answer = await apiCall({
      path: TERMS_CONDITIONS_PATH,
      schema: ListTermsConditionsResponseSchema,
    });
    return answer.status === 1 ? answer.termsConditions : [];
  },
  staleTime: Infinity,
});

export function useTermsConditions(isEnabled: boolean) {
  return useQuery({ ...termsConditionsQueryOptions, enabled: isEnabled });
}
