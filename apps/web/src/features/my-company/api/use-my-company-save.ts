import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  GetMyCompanyResponse,
  MyCompany,
  MyCompanySavedResponse,
} from '@registry/contract/company/my-company';
import { useSession } from '../../../hooks/use-session';
import { companyQueryOptions } from '../../session/api/get-company';
import { saveEditedCompany, useEditedCompanyId } from './edited-company';
import { useMyCompanyKey } from './get-my-company';

/** The certifier's companies list (system-accounts' admin-companies queries), every filter of it. */
const ADMIN_COMPANIES_KEY = ['administration', 'companies'] as const;

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
  const key = useMyCompanyKey();
  const isEdited = useEditedCompanyId() !== null;

  return useMutation({
    mutationFn: save,
    onSuccess: async (answer) => {
      queryClient.setQueryData<GetMyCompanyResponse>(
        key,
        (current) =>
          current && { ...current, company: { ...current.company, ...changesOf(answer) } },
      );
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: key }), RELOAD_AFTER_SAVE_MS);
      // A certifier's save changes the companies list (completeness); the company's own, its session.
      await queryClient.invalidateQueries({
        queryKey: isEdited
          ? ADMIN_COMPANIES_KEY
          : companyQueryOptions(companyId, userHash).queryKey,
      });
    },
  });
}

/**
 * A tab's save: My Company's own call, or, inside a certifier's edit of
 * another company, the certifier's call naming it (certifierPath).
 */
export function useCompanyTabSave<TRequest extends object>(
  save: (request: TRequest) => Promise<MyCompanySavedResponse>,
  certifierPath: string,
) {
  const edited = useEditedCompanyId();
  return useMyCompanySave(
    (request: TRequest) =>
      edited === null ? save(request) : saveEditedCompany(certifierPath, edited, request),
    (answer) => answer.company,
  );
}
