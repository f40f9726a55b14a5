import { useMutation } from '@tanstack/react-query';
import {
  PasswordRecoveryResponseSchema,
  type PasswordRecoveryRequest,
  type PasswordRecoveryResponse,
} from '@registry/contract/auth/password';
import { apiCall } from '../../../lib/api-client';

export const PASSWORD_RECOVERY_PATH = '/user/passwordRecovery';

export function requestPasswordRecovery(
  input: PasswordRecoveryRequest,
): Promise<PasswordRecoveryResponse> {
  return apiCall({
    path: PASSWORD_RECOVERY_PATH,
    method: 'POST',
    body: input,
    schema: PasswordRecoveryResponseSchema,
  });
}

export function useRequestPasswordRecovery() {
  return useMutation({ mutationFn: requestPasswordRecovery });
}
