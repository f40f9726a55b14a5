import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '@registry/contract/common/language';
import type { SignerRole } from '@registry/contract/projects/signatures';
import type { Tx } from '../../db/client';
import type { projectDocuments } from '../../db/schema/projects';
import { signatureRequests } from '../../db/schema/signatures';
import { translate } from '../../i18n/messages';
import { composeMail } from '../../lib/compose-mail';
import type { Mail } from '../../lib/mailer';
import type { ProjectRow } from '../projects/project-access';
import { SIGNATURE_LINK_DAYS } from './signature-context';
import { roleMessage } from './signature-record';

/** The stored form of a link's token: its SHA-256 (the token itself is only in the mail). */
export function hashFirm(firm: string): string {
  return createHash('sha256').update(firm).digest('hex');
}

export interface Signer {
  userId: number;
  companyId: number;
  name: string;
  email: string;
  role: SignerRole;
}

/**
 * Creates the signature request of a document in the caller's transaction and
 * answers the mail with its one-time link /signature/{firm}/{projectId}/{userId}
 * (sent once the transaction commits).
 */
export async function createSignatureRequest(
  tx: Tx,
  {
    project,
    document,
    signer,
    createdBy,
    lng,
    publicUrl,
    now,
  }: {
    project: ProjectRow;
    document: Pick<typeof projectDocuments.$inferSelect, 'id' | 'documentType' | 'fileName'>;
    signer: Signer;
    createdBy: number | null;
    lng: Language;
    publicUrl: string;
    now: Date;
  },
): Promise<{ mail: Mail; firm: string }> {
  const firm = randomBytes(32).toString('base64url');
  await tx.insert(signatureRequests).values({
    tokenHash: hashFirm(firm),
    projectId: project.id,
    documentId: document.id,
    documentType: document.documentType,
    signerUserId: signer.userId,
    signerCompanyId: signer.companyId,
    role: signer.role,
    expiresAt: new Date(now.getTime() + SIGNATURE_LINK_DAYS * 24 * 3600 * 1000),
    createdBy,
    createdAt: now,
  });
  const mail = composeMail(lng, {
    to: signer.email,
    subject: 'MAIL_SIGNATURE_SUBJECT',
    body: 'MAIL_SIGNATURE_BODY',
    params: {
      name: signer.name,
      document: document.fileName,
      project: project.code ?? project.name,
      role: translate(lng, roleMessage(signer.role)),
      days: SIGNATURE_LINK_DAYS,
      link: `${publicUrl}/signature/${firm}/${project.id}/${signer.userId}`,
    },
  });
  return { mail, firm };
}
