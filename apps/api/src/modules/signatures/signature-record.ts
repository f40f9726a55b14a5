import { createHash, createPublicKey, sign, verify } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { ProjectDocumentType } from '@registry/contract/projects/project-enums';
import type { SignatureRecord, SignerRole } from '@registry/contract/projects/signatures';
import type { MessageCode } from '../../i18n/messages';
import type { LogSigner } from '../log/log-signer';

const ROLE_MESSAGES: Record<SignerRole, MessageCode> = {
  ovv: 'SIGNER_ROLE_OVV',
  developer: 'SIGNER_ROLE_DEVELOPER',
  certifier: 'SIGNER_ROLE_CERTIFIER',
};

/** The catalogue's name of a signer's role (mail and consent text). */
export function roleMessage(role: SignerRole): MessageCode {
  return ROLE_MESSAGES[role];
}

/** What a signature record states: the signed facts, canonicalized (RFC 8785) and signed. */
export interface RecordFacts {
  registry: string;
  requestId: number;
  projectId: number;
  registryCode: string | null;
  documentId: number;
  documentType: ProjectDocumentType;
  documentName: string;
  documentSha256: string;
  role: SignerRole;
  signer: { userId: number; name: string; email: string; companyId: number; companyName: string };
  signedAt: string;
  consentText: string;
  clientAddress: string;
}

/** The record's canonical JSON, its SHA-256 and the registry's Ed25519 signature over it. */
export function sealRecord(facts: RecordFacts, signer: Pick<LogSigner, 'privateKey'>) {
  const recordJson = canonicalize(facts);
  if (recordJson === undefined) throw new Error('a signature record must be JSON');
  const bytes = Buffer.from(recordJson, 'utf8');
  return {
    recordJson,
    recordSha256: createHash('sha256').update(bytes).digest('hex'),
    registrySignature: sign(null, bytes, signer.privateKey).toString('base64'),
  };
}

/** Whether the registry's signature over the record's JSON verifies with the public key (PEM). */
export function verifyRecord(recordJson: string, signature: string, publicKeyPem: string): boolean {
  return verify(
    null,
    Buffer.from(recordJson, 'utf8'),
    createPublicKey(publicKeyPem),
    Buffer.from(signature, 'base64'),
  );
}

/** A stored record as the project's parties see it. */
export function recordView(row: {
  id: number;
  role: SignerRole;
  signerName: string;
  companyName: string;
  signedAt: Date;
  documentType: ProjectDocumentType;
  documentName: string;
  documentSha256: string;
  recordSha256: string;
  registrySignature: string;
}): SignatureRecord {
  return { ...row, signedAt: row.signedAt.toISOString() };
}
