import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 signatures of the local store's upload forms and download links
 * (the embedded stand-in for S3's presigned POST and GET). The secret stays on
 * the server; the browser only carries the signature.
 */
export function signParts(secret: Uint8Array, parts: readonly (string | number)[]): string {
  const hmac = createHmac('sha256', secret);
  // Each part is length-prefixed, so no two different lists sign the same text.
  for (const part of parts) {
    const text = String(part);
    hmac.update(`${Buffer.byteLength(text)}:${text};`);
  }
  return hmac.digest('base64url');
}

export function isSignatureValid(
  secret: Uint8Array,
  parts: readonly (string | number)[],
  signature: string,
): boolean {
  const expected = Buffer.from(signParts(secret, parts));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Seconds since the epoch. */
export function nowSeconds(now = Date.now()): number {
  return Math.floor(now / 1000);
}
