import { createHash, randomBytes } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { Beneficiary } from '@registry/contract/retirements/retirements-api';

/*
 * How a retirement's beneficiary and public note enter the public log
 * (DESIGN.md 4.3 and 4.4, decision 036): as commitments
 * SHA-256("<text>:<saltHex>"), the way accounts do (account-commitment.ts),
 * with a fresh 16-byte salt each. The beneficiary's text is its canonical JSON
 * (RFC 8785). The certificate's public page opens them: it gives the text and
 * the salt, and the browser hashes them again.
 */

/** The beneficiary as the commitment holds it: canonical JSON, keys in order. */
export const beneficiaryTextOf = (beneficiary: Beneficiary): string =>
  canonicalize(beneficiary) ?? '{}';

/** The commitment to a text under a salt: 64 lowercase hex characters. */
export const commitmentToText = (text: string, saltHex: string): string =>
  createHash('sha256').update(`${text}:${saltHex}`).digest('hex');

/** A certificate's public id: 128 random bits, base64url (22 characters). */
export const newEmitCertificationId = (): string => randomBytes(16).toString('base64url');

/** 16 random bytes as 32 lowercase hex characters. */
export const newTextSalt = (): string => randomBytes(16).toString('hex');
