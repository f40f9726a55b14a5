import { useMutation } from '@tanstack/react-query';
import {
  UpdatePasswordLinkResponseSchema,
  type UpdatePasswordLinkResponse,
  type VerifyPasswordLinkParams,
} from '@registry/contract/auth/password';
import { apiCall } from '../../../lib/api-client';
import { encryptPasswords } from './get-public-key';

export const UPDATE_PASSWORD_LINK_PATH = '/user/update-password-link';

export interface SetPasswordByLinkInput {
  link: VerifyPasswordLinkParams;
  newPassword: string;
  confirmation: string;
}

/** Sets the password of a link's user; the link is spent when the answer is status 1. */
export function useUpdatePasswordLink() {
  return useMutation({
    mutationFn: async ({
      link,
      newPassword,
      confirmation,
    }: SetPasswordByLinkInput): Promise<UpdatePasswordLinkResponse> => {
      const encrypted = await encryptPasswords({
        newPassword,
        ConfPassword: confirmation,
      });
      return apiCall({
        path: UPDATE_PASSWORD_LINK_PATH,
        method: 'POST',
        body: { ...link, ...encrypted },
        schema: UpdatePasswordLinkResponseSchema,
      });
    },
  });
}
