import { and, asc, eq } from 'drizzle-orm';
import type {
  CommentedProject,
  ProjectComment,
} from '@registry/contract/projects/project-comments';
import { PUBLIC_PROJECT_STATES } from '@registry/contract/projects/project-enums';
import { companies } from '../../db/schema/accounts';
import { projectCommentAttachments, projectComments } from '../../db/schema/project-comments';
import { DomainError } from '../../lib/domain-error';
import { findProject } from '../projects/project-access';
import { todayOf } from '../projects/project-state-machine';
import { attachmentColumns, toAttachment } from './comment-attachments';
import type { CommentContext } from './comment-context';
import { commentView, isOpenForComment } from './comment-view';

/**
 * GET /api/public/project-comment/{projectId}/comments: every comment of a
 * public project, oldest first, with the developer's answers and each one's
 * attachment (name, size, type; its link is asked for apart); a hidden one
 * shows only the certifier's reason. Never an e-mail.
 */
export async function listComments({
  ctx,
  input,
}: {
  ctx: Pick<CommentContext, 'db' | 'now'>;
  input: { projectId: number };
}): Promise<{ project: CommentedProject; comments: ProjectComment[] }> {
  const project = await findProject(ctx.db, input.projectId);
  if (!PUBLIC_PROJECT_STATES.includes(project.state)) {
    throw new DomainError('ERROR_PUBLIC_PROJECT_NOT_PUBLIC', 403);
  }
  const rows = await ctx.db
    .select({
      comment: projectComments,
      answeredBy: companies.name,
      attachment: attachmentColumns,
    })
    .from(projectComments)
    .leftJoin(companies, eq(companies.id, projectComments.answeredByCompanyId))
    .leftJoin(
      projectCommentAttachments,
      and(
        eq(projectCommentAttachments.commentId, projectComments.id),
        eq(projectCommentAttachments.state, 'confirmed'),
      ),
    )
    .where(eq(projectComments.projectId, project.id))
    .orderBy(asc(projectComments.createdAt), asc(projectComments.id));
  return {
    project: {
      id: project.id,
      code: project.code,
      name: project.name,
      standardId: project.standardId,
      publicCommentEndsOn: project.publicCommentEndsOn,
      isOpen: isOpenForComment(project, todayOf(ctx.now())),
      developerCompanyId: project.developerCompanyId,
      ownerCompanyId: project.ownerCompanyId,
      certifierCompanyId: project.certifierCompanyId,
    },
    comments: rows.map((row) =>
      commentView(
        row.comment,
        row.answeredBy,
        row.attachment ? toAttachment(row.attachment) : null,
      ),
    ),
  };
}
