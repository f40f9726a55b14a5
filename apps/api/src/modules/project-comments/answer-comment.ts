import { eq } from 'drizzle-orm';
import type {
  AnswerCommentRequest,
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
 * POST /api/project-comment/{commentId}/answer: a user with the project
 * permit of the project's developer or owner company answers a comment,
 * once and for good (403 for anyone else, 409 when already answered).
 */
export async function answerComment({
  ctx,
  caller,
  input,
}: {
  ctx: Pick<CommentContext, 'db' | 'now'>;
  caller: Caller;
  input: AnswerCommentRequest & { commentId: number };
}): Promise<{ comment: ProjectComment }> {
  requireProjectPermit(caller.claims.permits);
  return ctx.db.transaction(async (tx) => {
    const { comment, project } = await findCommentForUpdate(tx, input.commentId);
    const roles = rolesOf(project, caller.companyId);
    if (!roles.includes('developer') && !roles.includes('owner')) {
      throw new DomainError('ERROR_FORBIDDEN', 403);
    }
    if (comment.answer !== null) throw new DomainError('ERROR_COMMENT_ALREADY_ANSWERED', 409);
    const [updated] = await tx
      .update(projectComments)
      .set({
        answer: input.answer,
        answeredAt: ctx.now(),
        answeredBy: caller.userId,
        answeredByCompanyId: caller.companyId,
      })
      .where(eq(projectComments.id, comment.id))
      .returning();
    if (!updated) throw new Error('the answer was not stored');
    return {
      comment: commentView(
        updated,
        await answeringCompanyName(tx, caller.companyId),
        await attachmentOf(tx, updated.id),
      ),
    };
  });
}
