import { PublicKeyResponseSchema } from '@registry/contract/auth/login';
import { apiCall, ApiError } from '../../../lib/api-client';
import { encryptPassword } from '../../auth/utils/encrypt-password';

export const PUBLIC_KEY_PATH = '/user/public-key';

/** The API's current public key (asked at each submission, as the login does: keys may rotate). */
export async function fetchPublicKey(): Promise<string> {
  const answer = await apiCall({ path: PUBLIC_KEY_PATH, schema: PublicKeyResponseSchema });
  if (answer.status !== 1) throw new ApiError('No public key', null, answer.codeMessages);
  return answer.publicKey;
}

/** Encrypts each password with the API's key ("transformed before sending", spec section 5). */
export async function encryptPasswords<K extends string>(
  passwords: Record<K, string>,
): Promise<Record<K, string>> {
  const key = await fetchPublicKey();
  const entries = await Promise.all(
    Object.entries<string>(passwords).map(
      async ([name, password]) => [name, await encryptPassword(password, key)] as const,
    ),
  );
  return Object.fromEntries(entries) as Record<K, string>;
}
