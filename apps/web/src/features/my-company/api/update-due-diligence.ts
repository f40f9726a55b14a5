import {
  MyCompanySavedResponseSchema,
  type MyCompanySavedResponse,
} from '@registry/contract/company/my-company';
import type { UpdateDueDiligenceRequest } from '@registry/contract/company/update-due-diligence';
import { apiCall } from '../../../lib/api-client';
import { useCompanyTabSave } from './use-my-company-save';

export const UPDATE_DUE_DILIGENCE_PATH = '/company/update-due-diligence-my-company';

export function updateDueDiligence(
  request: UpdateDueDiligenceRequest,
): Promise<MyCompanySavedResponse> {
  return apiCall({
    path: UPDATE_DUE_DILIGENCE_PATH,
    method: 'POST',
    body: request,
    schema: MyCompanySavedResponseSchema,
  });
}

/** Tab 3: tax id, documents, chief executives, shareholders, survey and origin of income. */
export function useUpdateDueDiligence() {
  return useCompanyTabSave(updateDueDiligence, '/company/update-due-diligence');
}
