import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { LoginForCompanyResponse } from '@registry/contract/auth/session';
import { apiCall } from '../../../lib/api-client';
import { readRefreshToken, storeTokens } from '../../../lib/session';
import { HOME_PATH } from '../../../lib/paths';
import { KEEP_FOCUS_STATE } from '../../../hooks/use-focus-after-navigation';
import { loadLoginForCompanySchema } from './schemas';

export const LOGIN_FOR_COMPANY_PATH = '/user/loginForCompany';

export function loginForCompany(companyId: number): Promise<LoginForCompanyResponse> {
  return apiCall({
    path: LOGIN_FOR_COMPANY_PATH,
    method: 'POST',
    body: { companyId, refreshToken: readRefreshToken() ?? undefined },
    schema: loadLoginForCompanySchema,
  });
}

/**
 * Switches the session to another company of the user (spec section 4): the new
 * token is stored (the menus follow it) and the user lands on /, the focus
 * staying on the company selector. An answer with status 0 is returned to the
 * caller, which shows its messages.
 */
export function useLoginForCompany() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: loginForCompany,
    onSuccess: async (answer) => {
      if (answer.status !== 1 || !answer.token) return;
      storeTokens({ token: answer.token, refreshToken: answer.refreshToken });
      queryClient.clear();
      await navigate(HOME_PATH, { state: KEEP_FOCUS_STATE });
    },
  });
}
