import { and, eq } from 'drizzle-orm';
import type { SignatureParams } from '@registry/contract/projects/signatures';
import type { Db, Tx } from '../../db/client';
import { companies, users } from '../../db/schema/accounts';
import { projectDocuments, projects } from '../../db/schema/projects';
import { signatureRequests } from '../../db/schema/signatures';
import { translate } from '../../i18n/messages';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import { hashFirm } from './create-signature-request';
import type { SignatureContext } from './signature-context';
import { roleMessage } from './signature-record';

/**
 * The request a link names, with its project, document and signer, when the
 * caller may still sign it: 404 for a link that does not exist (or whose
 * project or user is not the link's), 403 for another user, 400 once used or
 * expired. Locked FOR UPDATE when read in the signing transaction.
 */
export async function findUsableRequest(
  db: Db | Tx,
  caller: Caller,
  params: SignatureParams,
  now: Date,
  { forUpdate = false }: { forUpdate?: boolean } = {},
) {
  const query = db
    .select({
      request: signatureRequests,
      project: projects,
      document: projectDocuments,
      signerName: users.name,
      signerEmail: users.email,
      companyName: companies.name,
    })
    .from(signatureRequests)
    .innerJoin(projects, eq(projects.id, signatureRequests.projectId))
    .innerJoin(projectDocuments, eq(projectDocuments.id, signatureRequests.documentId))
    .innerJoin(users, eq(users.id, signatureRequests.signerUserId))
    .innerJoin(companies, eq(companies.id, signatureRequests.signerCompanyId))
    .where(
      and(
        eq(signatureRequests.tokenHash, hashFirm(params.firm)),
        eq(signatureRequests.projectId, params.projectId),
        eq(signatureRequests.signerUserId, params.userId),
      ),
    )
    .limit(1);
  const [found] = forUpdate ? await query.for('update', { of: signatureRequests }) : await query;
  if (!found) throw new DomainError('ERROR_SIGNATURE_NOT_FOUND', 404);
  if (found.request.signerUserId !== caller.userId) {
    throw new DomainError('ERROR_SIGNATURE_OTHER_USER', 403);
  }
  if (found.request.state === 'signed') throw new DomainError('ERROR_SIGNATURE_LINK_USED', 400);
  if (found.request.expiresAt <= now) throw new DomainError('ERROR_SIGNATURE_LINK_EXPIRED', 400);
  return found;
}

export type UsableRequest = Awaited<ReturnType<typeof findUsableRequest>>;

/** The consent text shown and kept, in the caller's language. */
export function consentTextOf(ctx: Pick<SignatureContext, 'lng'>, found: UsableRequest): string {
  return translate(ctx.lng, 'SIGNATURE_CONSENT', {
    name: found.signerName,
    role: translate(ctx.lng, roleMessage(found.request.role)),
    project: found.project.code ?? found.project.name,
    document: found.document.fileName,
    sha256: found.document.sha256,
  });
}
