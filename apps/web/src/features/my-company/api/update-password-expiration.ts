import {
  UpdatePasswordExpirationResponseSchema,
  type UpdatePasswordExpirationRequest,
  type UpdatePasswordExpirationResponse,
} from '@registry/contract/company/password-expiration';
import { apiCall } from '../../../lib/api-client';
import { useMyCompanySave } from './use-my-company-save';

export const UPDATE_PASSWORD_EXPIRATION_PATH = '/company/update-password-expiration-days';

export function updatePasswordExpiration(
  request: UpdatePasswordExpirationRequest,
): Promise<UpdatePasswordExpirationResponse> {
  return apiCall({
    path: UPDATE_PASSWORD_EXPIRATION_PATH,
    method: 'POST',
    body: request,
    schema: UpdatePasswordExpirationResponseSchema,
  });
}

/** Tab 5: how often the company's users must change their password (admins only). */
export function useUpdatePasswordExpiration() {
  return useMyCompanySave(updatePasswordExpiration, (answer) => ({
    passwordExpirationDays: answer.passwordExpirationDays,
  }));
}
