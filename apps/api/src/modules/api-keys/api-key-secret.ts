import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '@registry/contract/api-keys/api-keys-api';

/** Random bytes of a key: 256 bits, so its SHA-256 alone is enough to store (no salt needed). */
const KEY_BYTES = 32;

/** How much of a key the screen shows to tell keys apart: the prefix and four characters. */
const HINT_LENGTH = API_KEY_PREFIX.length + 4;

/** What is stored of a key: its SHA-256, hex. */
export const hashApiKey = (secret: string): string =>
  createHash('sha256').update(secret).digest('hex');

/** A new key: the text shown once, its hash and its hint. */
export function newApiKeySecret(): { secret: string; keyHash: string; hint: string } {
  const secret = `${API_KEY_PREFIX}${randomBytes(KEY_BYTES).toString('base64url')}`;
  return { secret, keyHash: hashApiKey(secret), hint: secret.slice(0, HINT_LENGTH) };
}
