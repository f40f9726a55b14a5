import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GetMyCompanyResponse } from '@registry/contract/company/my-company';
import {
  RegenerateApiTokenResponseSchema,
  type RegenerateApiTokenResponse,
} from '@registry/contract/company/regenerate-api-token';
import { apiCall } from '../../../lib/api-client';
import { useMyCompanyKey } from '../../my-company/api/get-my-company';
import { requireSuccess } from '../utils/require-success';

export const REGENERATE_API_TOKEN_PATH = '/company/regenerate-api-token';

/** POST /api/company/regenerate-api-token: a new API token for the session's company (admins). */
export function regenerateApiToken(companyId: number): Promise<RegenerateApiTokenResponse> {
  return requireSuccess(
    apiCall({
      path: REGENERATE_API_TOKEN_PATH,
      method: 'POST',
      body: { companyId },
      schema: RegenerateApiTokenResponseSchema,
    }),
  );
}

/** Regenerates the token and puts the new one into My Company's data, which the tab shows. */
export function useRegenerateApiToken() {
  const queryClient = useQueryClient();
  const myCompanyKey = useMyCompanyKey();
  return useMutation({
    mutationFn: regenerateApiToken,
    onSuccess: (answer) => {
      queryClient.setQueryData<GetMyCompanyResponse>(myCompanyKey, (old) =>
        old ? { ...old, company: { ...old.company, hashId: answer.hashId } } : old,
      );
    },
  });
}
