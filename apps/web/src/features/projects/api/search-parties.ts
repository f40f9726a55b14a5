import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PartySearchResponseSchema } from '@registry/contract/projects/project-api';
import { apiCall } from '../../../lib/api-client';

/** The parties of a project a company may be, each searched by its account type. */
export const PARTY_KINDS = ['developer', 'owner', 'certifier', 'ovv'] as const;
export type PartyKind = (typeof PARTY_KINDS)[number];

/** Fewer characters than this ask nothing. */
export const PARTY_SEARCH_MIN = 2;

/** POST /api/company/{kind}/search: companies of that account type by name or document. */
export function useSearchParties(kind: PartyKind, search: string) {
  const text = search.trim();
  return useQuery({
    queryKey: ['parties', kind, text],
    queryFn: async ({ signal }) => {
      const answer = await apiCall({
        path: `/company/${kind}/search`,
        method: 'POST',
        body: { search: text },
        schema: PartySearchResponseSchema,
        signal,
      });
      return answer.status === 1 ? answer.companies : [];
    },
    enabled: text.length >= PARTY_SEARCH_MIN,
    placeholderData: keepPreviousData,
  });
}
