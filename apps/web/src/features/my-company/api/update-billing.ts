import {
  MyCompanySavedResponseSchema,
  type MyCompanySavedResponse,
} from '@registry/contract/company/my-company';
import type { UpdateBillingRequest } from '@registry/contract/company/update-billing';
import { apiCall } from '../../../lib/api-client';
import { useCompanyTabSave } from './use-my-company-save';

export const UPDATE_BILLING_PATH = '/company/update-billing-my-company';

export function updateBilling(request: UpdateBillingRequest): Promise<MyCompanySavedResponse> {
  return apiCall({
    path: UPDATE_BILLING_PATH,
    method: 'POST',
    body: request,
    schema: MyCompanySavedResponseSchema,
  });
}

/** Tab 2: billing contact, e-mail, special considerations and billing documents. */
export function useUpdateBilling() {
  return useCompanyTabSave(updateBilling, '/company/update-billing');
}
