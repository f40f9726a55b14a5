import { createContext, useContext } from 'react';
import {
  MyCompanySavedResponseSchema,
  type MyCompanySavedResponse,
} from '@registry/contract/company/my-company';
import { apiCall } from '../../../lib/api-client';

/**
 * The company a certifier edits through My Company's tabs (DESIGN.md 4.5,
 * spec section 7 company/update*); null inside My Company: the session's own.
 */
export const EditedCompanyContext = createContext<number | null>(null);

export const useEditedCompanyId = (): number | null => useContext(EditedCompanyContext);

/** GET /api/administration/companies/{id}/profile: the edited company as My Company loads it. */
export const editedCompanyProfilePath = (companyId: number) =>
  `/administration/companies/${companyId}/profile`;

/** The certifier's save of a tab: My Company's body with the company named. */
export function saveEditedCompany<TRequest extends object>(
  path: string,
  companyId: number,
  request: TRequest,
): Promise<MyCompanySavedResponse> {
  return apiCall({
    path,
    method: 'POST',
    body: { ...request, companyId },
    schema: MyCompanySavedResponseSchema,
  });
}
