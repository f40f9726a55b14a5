import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  VerifyPasswordLinkResponseSchema,
  type VerifyPasswordLinkParams,
  type VerifyPasswordLinkResponse,
} from '@registry/contract/auth/password';
import { apiCall } from '../../../lib/api-client';

export function verifyPasswordLinkPath({
  idHash,
  codeHash,
  userIdHash,
}: VerifyPasswordLinkParams): string {
  return `/user/verify-link/${[idHash, codeHash, userIdHash].map(encodeURIComponent).join('/')}`;
}

export function verifyPasswordLink(
  link: VerifyPasswordLinkParams,
): Promise<VerifyPasswordLinkResponse> {
  return apiCall({ path: verifyPasswordLinkPath(link), schema: VerifyPasswordLinkResponseSchema });
}

export function verifyPasswordLinkQueryOptions(link: VerifyPasswordLinkParams) {
  return queryOptions({
    queryKey: ['password-link', link.idHash, link.codeHash, link.userIdHash],
    queryFn: () => verifyPasswordLink(link),
    // A link is checked once per visit: it is spent by the form, not by time.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/** Whose link it is (status 1) or why it cannot be used (status 0). */
export function useVerifyPasswordLink(link: VerifyPasswordLinkParams) {
  return useQuery(verifyPasswordLinkQueryOptions(link));
}
