import { useMutation } from '@tanstack/react-query';
import {
  RegisterResponseSchema,
  type RegisterRequest,
  type RegisterResponse,
} from '@registry/contract/auth/register';
import { apiCall } from '../../../lib/api-client';

export const REGISTER_PATH = '/user';

/** POST /api/user: the registration payload of spec section 3; answers status and codeMessages. */
export function register(payload: RegisterRequest): Promise<RegisterResponse> {
  return apiCall({
    path: REGISTER_PATH,
    method: 'POST',
    body: payload,
    schema: RegisterResponseSchema,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
