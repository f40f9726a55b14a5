import { useMutation } from '@tanstack/react-query';
import {
  LoginResponseSchema,
  PublicKeyResponseSchema,
  type LoginResponse,
} from '@registry/contract/auth/login';
import { apiCall, ApiError } from '../../../lib/api-client';
import { encryptPassword } from '../utils/encrypt-password';

export const PUBLIC_KEY_PATH = '/user/public-key';
export const LOGIN_PATH_API = '/user/login';

export interface LogInInput {
  email: string;
  password: string;
  recaptchaValue: string;
}

/** POST /api/user/login with the password encrypted under the API's current public key. */
export async function logIn({
  email,
  password,
  recaptchaValue,
}: LogInInput): Promise<LoginResponse> {
  const key = await apiCall({ path: PUBLIC_KEY_PATH, schema: PublicKeyResponseSchema });
  if (key.status !== 1) throw new ApiError('No public key', null, key.codeMessages);
  return apiCall({
    path: LOGIN_PATH_API,
    method: 'POST',
    body: {
      email: email.trim(),
      password: await encryptPassword(password, key.publicKey),
      recaptchaValue,
    },
    schema: LoginResponseSchema,
  });
}

export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}
