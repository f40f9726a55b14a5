import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projectDocuments } from '../../db/schema/projects';
import { DomainError } from '../../lib/domain-error';
import type { ObjectStorage } from '../../lib/storage/object-storage';
import type { Caller } from '../../lib/caller';
import { DOWNLOAD_TTL_SECONDS } from '../files/files-context';
import { findPartyProject } from './project-access';

/**
 * GET /api/project/{projectId}/documents/{documentId}/url: a signed 5-minute
 * link to any document of the project, public or private, for its parties
 * (the certifier and the ovv review what the developer attached); 403 for
 * anyone else (a draft is still only its developer's and owner's), 404 for a
 * document of another project.
 */
export async function getProjectDocumentUrl({
  ctx,
  caller,
  input,
}: {
  ctx: { db: Db; storage: ObjectStorage };
  caller: Caller;
  input: { projectId: number; documentId: number };
}): Promise<{ url: string }> {
  await findPartyProject(ctx.db, input.projectId, caller.companyId);
  const [document] = await ctx.db
    .select()
    .from(projectDocuments)
    .where(
      and(
        eq(projectDocuments.id, input.documentId),
        eq(projectDocuments.projectId, input.projectId),
      ),
    )
    .limit(1);
  if (!document) throw new DomainError('ERROR_FILE_NOT_FOUND', 404);
  return { url: await linkToProjectDocument(ctx.storage, document) };
}

/** A signed 5-minute link to a stored project document (like the files module's links). */
export function linkToProjectDocument(
  storage: ObjectStorage,
  document: Pick<typeof projectDocuments.$inferSelect, 'route' | 'fileName' | 'contentType'>,
): Promise<string> {
  return storage.createDownloadUrl({
    key: document.route,
    fileName: document.fileName,
    contentType: document.contentType,
    expiresInSeconds: DOWNLOAD_TTL_SECONDS,
  });
}
