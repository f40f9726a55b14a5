import { useMutation } from '@tanstack/react-query';
import {
  AcceptCompanyTermsResponseSchema,
  type AcceptCompanyTermsResponse,
} from '@registry/contract/auth/company-terms';
import { callWithToken } from './call-with-token';

export const COMPANY_TERMS_PATH = '/company/terms';

export interface AcceptCompanyTermsInput {
  /** The login's token, kept in memory until the terms are accepted. */
  token: string;
  companyId: number;
}

/** POST /api/company/terms: both accepted, for the session's company; answers a fresh session. */
export function acceptCompanyTerms({
  token,
  companyId,
}: AcceptCompanyTermsInput): Promise<AcceptCompanyTermsResponse> {
  return callWithToken({
    path: COMPANY_TERMS_PATH,
    method: 'POST',
    token,
    body: { isTerms: true, isHabeas: true, companyId },
    schema: AcceptCompanyTermsResponseSchema,
  });
}

export function useAcceptCompanyTerms() {
  return useMutation({ mutationFn: acceptCompanyTerms });
}
