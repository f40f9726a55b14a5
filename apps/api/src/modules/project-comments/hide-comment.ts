import { eq } from 'drizzle-orm';
import type {
  HideCommentRequest,
  ProjectComment,
} from '@registry/contract/projects/project-comments';
import { projectComments } from '../../db/schema/project-comments';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import { requireProjectPermit, rolesOf } from '../projects/project-access';
import { attachmentOf } from './comment-attachments';
import type { CommentContext } from './comment-context';
import { answeringCompanyName, commentView, findCommentForUpdate } from './comment-view';

/**
 * POST /api/project-comment/{commentId}/hide: the project's certifier hides a
 * comment with a reason shown in its place; the comment itself is kept.
 * 403 for any other company; 409 when it is hidden already.
 */
export async function hideComment({
  ctx,
  caller,
  input,
}: {
  ctx: Pick<CommentContext, 'db' | 'now'>;
  caller: Caller;
  input: HideCommentRequest & { commentId: number };
}): Promise<{ comment: ProjectComment }> {
  requireProjectPermit(caller.claims.permits);
  return ctx.db.transaction(async (tx) => {
    const { comment, project } = await findCommentForUpdate(tx, input.commentId);
    if (!rolesOf(project, caller.companyId).includes('certifier')) {
      throw new DomainError('ERROR_FORBIDDEN', 403);
    }
    if (comment.hiddenReason !== null) throw new DomainError('ERROR_COMMENT_ALREADY_HIDDEN', 409);
    const [updated] = await tx
      .update(projectComments)
      .set({ hiddenReason: input.reason, hiddenAt: ctx.now(), hiddenBy: caller.userId })
      .where(eq(projectComments.id, comment.id))
      .returning();
    if (!updated) throw new Error('the hiding was not stored');
    return {
      comment: commentView(
        updated,
        await answeringCompanyName(tx, updated.answeredByCompanyId),
        await attachmentOf(tx, updated.id),
      ),
    };
  });
}
