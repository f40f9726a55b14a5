import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GetMyCompanyResponse, MyCompany } from '@registry/contract/company/my-company';
import { useSession } from '../../../hooks/use-session';
import { companyQueryOptions } from '../../session/api/get-company';
import { myCompanyQueryKey } from './get-my-company';

/** Spec section 9: the data reloads 2 s after a save. */
export const RELOAD_AFTER_SAVE_MS = 2000;

/**
 * A My Company save: on success the tabs show the saved company at once, the
 * session's company (update flags behind the thanks / warning modal) is asked
 * again, and the whole company reloads 2 s later, whichever tab is open then
 * (a query no screen shows any more is only marked stale).
 */
export function useMyCompanySave<TRequest, TAnswer>(
  save: (request: TRequest) => Promise<TAnswer>,
  changesOf: (answer: TAnswer) => Partial<MyCompany>,
) {
  const queryClient = useQueryClient();
  const claims = useSession();
  const companyId = claims?.companyId ?? 0;
  const userHash = claims?.userHash ?? '';

  return useMutation({
    mutationFn: save,
    onSuccess: async (answer) => {
      const key = myCompanyQueryKey(companyId, userHash);
      queryClient.setQueryData<GetMyCompanyResponse>(
        key,
        (current) =>
          current && { ...current, company: { ...current.company, ...changesOf(answer) } },
      );
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: key }), RELOAD_AFTER_SAVE_MS);
      await queryClient.invalidateQueries({
        queryKey: companyQueryOptions(companyId, userHash).queryKey,
      });
    },
  });
}
