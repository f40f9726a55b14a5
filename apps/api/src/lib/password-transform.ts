import { constants, privateDecrypt } from 'node:crypto';

/**
 * Undoes the browser's password transform: RSA-OAEP with SHA-256 under the
 * API's published key, base64 encoded (DESIGN.md 3). Returns null when the
 * value is not a valid ciphertext.
 */
export function decryptPassword(privateKeyPem: string, ciphertext: string): string | null {
  try {
    return privateDecrypt(
      { key: privateKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(ciphertext, 'base64'),
    ).toString('utf8');
  } catch {
    return null;
  }
}
