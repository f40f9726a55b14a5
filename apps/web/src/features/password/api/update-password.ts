import { useMutation } from '@tanstack/react-query';
import {
  UpdatePasswordResponseSchema,
  type UpdatePasswordResponse,
} from '@registry/contract/auth/password';
import { apiCall } from '../../../lib/api-client';
import { encryptPasswords } from './get-public-key';

export const UPDATE_PASSWORD_PATH = '/user/updatePassword';

export interface ChangePasswordInput {
  password: string;
  newPassword: string;
  ConfPassword: string;
}

/** The logged-in change of spec section 7: password, newPassword, ConfPassword, all transformed. */
export function useUpdatePassword() {
  return useMutation({
    mutationFn: async (input: ChangePasswordInput): Promise<UpdatePasswordResponse> =>
      apiCall({
        path: UPDATE_PASSWORD_PATH,
        method: 'POST',
        body: await encryptPasswords(input),
        schema: UpdatePasswordResponseSchema,
      }),
  });
}
