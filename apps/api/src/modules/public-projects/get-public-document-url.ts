import { and, eq } from 'drizzle-orm';
import { projectDocuments } from '../../db/schema/projects';
import { DomainError } from '../../lib/domain-error';
import { linkToProjectDocument } from '../projects/get-project-document-url';
import { findPublicProject } from './find-public-project';
import type { PublicProjectsContext } from './public-projects-context';

/**
 * GET /api/public/projects/{projectId}/documents/{documentId}/url (anyone): a
 * signed link to a public document of a public project, 5 minutes like the
 * files module's links. A private, replaced or unknown document is a 404.
 */
export async function getPublicDocumentUrl({
  ctx,
  projectId,
  documentId,
}: {
  ctx: Pick<PublicProjectsContext, 'db' | 'storage'>;
  projectId: number;
  documentId: number;
}): Promise<{ url: string }> {
  await findPublicProject(ctx.db, projectId);
  const [document] = await ctx.db
    .select()
    .from(projectDocuments)
    .where(
      and(
        eq(projectDocuments.id, documentId),
        eq(projectDocuments.projectId, projectId),
        eq(projectDocuments.isPublic, true),
        eq(projectDocuments.last, true),
      ),
    )
    .limit(1);
  if (!document) throw new DomainError('ERROR_FILE_NOT_FOUND', 404);
  return { url: await linkToProjectDocument(ctx.storage, document) };
}
