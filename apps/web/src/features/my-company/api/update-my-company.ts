import {
  MyCompanySavedResponseSchema,
  type MyCompanySavedResponse,
} from '@registry/contract/company/my-company';
import type { UpdateMyCompanyRequest } from '@registry/contract/company/update-my-company';
import { apiCall } from '../../../lib/api-client';
import { useCompanyTabSave } from './use-my-company-save';

export const UPDATE_MY_COMPANY_PATH = '/company/update-my-company';

export function updateMyCompany(request: UpdateMyCompanyRequest): Promise<MyCompanySavedResponse> {
  return apiCall({
    path: UPDATE_MY_COMPANY_PATH,
    method: 'POST',
    body: request,
    schema: MyCompanySavedResponseSchema,
  });
}

/** Tab 1: address, administration contact and phone, and a new logo (POST company/update-my-company). */
export function useUpdateMyCompany() {
  return useCompanyTabSave(updateMyCompany, '/company/update');
}
