import { asc, eq } from 'drizzle-orm';
import type { SignatureRecord } from '@registry/contract/projects/signatures';
import { companies, users } from '../../db/schema/accounts';
import { projectDocuments } from '../../db/schema/projects';
import { signatureRecords } from '../../db/schema/signatures';
import type { Caller } from '../../lib/caller';
import { findPartyProject } from '../projects/project-access';
import type { SignatureContext } from './signature-context';
import { recordView } from './signature-record';

/**
 * GET /api/project/{projectId}/signatures: the project's signature records,
 * oldest first, for the companies playing a part in it (403 for others).
 */
export async function listProjectSignatures({
  ctx,
  caller,
  input,
}: {
  ctx: Pick<SignatureContext, 'db'>;
  caller: Caller;
  input: { projectId: number };
}): Promise<{ signatures: SignatureRecord[] }> {
  await findPartyProject(ctx.db, input.projectId, caller.companyId);
  const rows = await ctx.db
    .select({
      id: signatureRecords.id,
      role: signatureRecords.role,
      signerName: users.name,
      companyName: companies.name,
      signedAt: signatureRecords.signedAt,
      documentType: projectDocuments.documentType,
      documentName: projectDocuments.fileName,
      documentSha256: signatureRecords.documentSha256,
      recordSha256: signatureRecords.recordSha256,
      registrySignature: signatureRecords.registrySignature,
    })
    .from(signatureRecords)
    .innerJoin(users, eq(users.id, signatureRecords.signerUserId))
    .innerJoin(companies, eq(companies.id, signatureRecords.signerCompanyId))
    .innerJoin(projectDocuments, eq(projectDocuments.id, signatureRecords.documentId))
    .where(eq(signatureRecords.projectId, input.projectId))
    .orderBy(asc(signatureRecords.id))
    .limit(500);
  return { signatures: rows.map(recordView) };
}
