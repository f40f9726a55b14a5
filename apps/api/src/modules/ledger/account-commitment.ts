import { createHash, randomBytes } from 'node:crypto';

/*
 * How an account enters the public log (DESIGN.md 4.3, decision 028): as a
 * commitment SHA-256("<accountId>:<saltHex>") with a fresh 16-byte salt for
 * every block a leaf writes. Fixed: SQL computes the same,
 * encode(sha256(convert_to(account_id::text || ':' || salt_hex, 'UTF8')), 'hex').
 */

/** 16 random bytes as 32 lowercase hex characters. */
export const newSaltHex = (): string => randomBytes(16).toString('hex');

/** The commitment to an account under a salt: 64 lowercase hex characters. */
export const commitmentOf = (accountId: number, saltHex: string): string =>
  // A string is hashed as its UTF-8 bytes.
  createHash('sha256')
    .update(`${String(accountId)}:${saltHex}`)
    .digest('hex');
