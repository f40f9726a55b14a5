import { and, eq, isNull } from 'drizzle-orm';
import { PUBLIC_PROJECT_STATES } from '@registry/contract/projects/project-enums';
import { projectCommentAttachments, projectComments } from '../../db/schema/project-comments';
import { DomainError } from '../../lib/domain-error';
import { linkToProjectDocument } from '../projects/get-project-document-url';
import { findProject } from '../projects/project-access';
import type { CommentFilesContext } from './comment-context';

/**
 * GET /api/public/project-comment/{projectId}/comments/{commentId}/attachment
 * (anyone): a signed 5-minute link to a comment's attachment, like a public
 * project document's. The project must be public (403 otherwise, as its list);
 * a comment of another project, without an attachment, or hidden by the
 * certifier answers 404: a hidden comment's attachment is not downloadable.
 */
export async function getCommentAttachmentUrl({
  ctx,
  input,
}: {
  ctx: Pick<CommentFilesContext, 'db' | 'storage'>;
  input: { projectId: number; commentId: number };
}): Promise<{ url: string }> {
  const project = await findProject(ctx.db, input.projectId);
  if (!PUBLIC_PROJECT_STATES.includes(project.state)) {
    throw new DomainError('ERROR_PUBLIC_PROJECT_NOT_PUBLIC', 403);
  }
  const [attachment] = await ctx.db
    .select({
      route: projectCommentAttachments.route,
      fileName: projectCommentAttachments.fileName,
      contentType: projectCommentAttachments.contentType,
    })
    .from(projectCommentAttachments)
    .innerJoin(projectComments, eq(projectComments.id, projectCommentAttachments.commentId))
    .where(
      and(
        eq(projectComments.id, input.commentId),
        eq(projectComments.projectId, project.id),
        isNull(projectComments.hiddenReason),
        eq(projectCommentAttachments.state, 'confirmed'),
      ),
    )
    .limit(1);
  if (!attachment) throw new DomainError('ERROR_FILE_NOT_FOUND', 404);
  return { url: await linkToProjectDocument(ctx.storage, attachment) };
}
