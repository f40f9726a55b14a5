import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  GetMyCompanyResponseSchema,
  type GetMyCompanyResponse,
} from '@registry/contract/company/my-company';
import { apiCall } from '../../../lib/api-client';
import { useSession } from '../../../hooks/use-session';
import { editedCompanyProfilePath, useEditedCompanyId } from './edited-company';

export const GET_MY_COMPANY_PATH = '/company/getCompanyMyCompany';

/** Keyed by the session's company and user, so a company switch asks again. */
export const myCompanyQueryKey = (companyId: number, userHash: string) =>
  ['my-company', companyId, userHash] as const;

/** POST /api/company/getCompanyMyCompany: the company, its document types and the survey. */
export function fetchMyCompany(signal?: AbortSignal): Promise<GetMyCompanyResponse> {
  return apiCall({
    path: GET_MY_COMPANY_PATH,
    method: 'POST',
    body: {},
    schema: GetMyCompanyResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

export function myCompanyQueryOptions(companyId: number, userHash: string) {
  return queryOptions({
    queryKey: myCompanyQueryKey(companyId, userHash),
    queryFn: ({ signal }) => fetchMyCompany(signal),
  });
}

/** The key of the edited company's query: under the administration's, so a review refreshes it. */
export const editedCompanyQueryKey = (companyId: number) =>
  ['administration', 'profile', companyId] as const;

function fetchEditedCompany(companyId: number, signal: AbortSignal) {
  return apiCall({
    path: editedCompanyProfilePath(companyId),
    schema: GetMyCompanyResponseSchema,
    signal,
  });
}

/** The key of the session's My Company query, or of the company a certifier edits. */
export function useMyCompanyKey(): readonly unknown[] {
  const claims = useSession();
  const edited = useEditedCompanyId();
  return edited === null
    ? myCompanyQueryKey(claims?.companyId ?? 0, claims?.userHash ?? '')
    : editedCompanyQueryKey(edited);
}

/** The session's company as the My Company tabs show it, or the company a certifier edits. */
export function useMyCompany() {
  const queryKey = useMyCompanyKey();
  const edited = useEditedCompanyId();
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      edited === null ? fetchMyCompany(signal) : fetchEditedCompany(edited, signal),
  });
}
