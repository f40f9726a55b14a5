import type { AddCommentRequestSchema } from '@registry/contract/projects/project-comments';
import type { z } from 'zod';
import { projectComments } from '../../db/schema/project-comments';
import { DomainError } from '../../lib/domain-error';
import { verifyCaptcha } from '../captcha/verify-captcha';
import { findProject } from '../projects/project-access';
import { todayOf } from '../projects/project-state-machine';
import { claimCommentAttachment } from './comment-attachments';
import type { CommentContext } from './comment-context';
import { notifyDeveloper } from './comment-notifications';
import { isOpenForComment } from './comment-view';

/**
 * POST /api/public/project-comment/{projectId}: anyone, logged out, comments
 * on a project while it is in public comment and not past its last day. The
 * captcha comes first; the developer company is notified and mailed. A
 * comment with an attachment claims it (confirmed clean, of this project,
 * once) in its transaction; its form was handed out for a solved captcha,
 * which stands for the comment's.
 */
export async function addComment({
  ctx,
  input,
}: {
  ctx: CommentContext;
  input: z.output<typeof AddCommentRequestSchema> & { projectId: number };
}): Promise<{ commentId: number }> {
  const { attachmentRoute } = input;
  if (attachmentRoute === undefined) {
    await verifyCaptcha({ ctx: ctx.captcha, payload: input.recaptchaValue });
  }
  const now = ctx.now();
  const { commentId, mail } = await ctx.db.transaction(async (tx) => {
    const project = await findProject(tx, input.projectId);
    if (!isOpenForComment(project, todayOf(now))) {
      throw new DomainError('ERROR_COMMENT_CLOSED');
    }
    const [inserted] = await tx
      .insert(projectComments)
      .values({
        projectId: project.id,
        name: input.name,
        email: input.email,
        organization: input.organization,
        comment: input.comment,
        createdAt: now,
      })
      .returning({ id: projectComments.id });
    if (!inserted) throw new Error('the comment was not stored');
    if (attachmentRoute !== undefined) {
      await claimCommentAttachment(tx, {
        route: attachmentRoute,
        projectId: project.id,
        commentId: inserted.id,
      });
    }
    const developerMail = await notifyDeveloper(tx, ctx.lng, project, {
      commentId: inserted.id,
      name: input.name,
      link: `${ctx.publicUrl}/project-comment-list/${project.id}`,
    });
    return { commentId: inserted.id, mail: developerMail };
  });
  if (mail) await ctx.mailer.send(mail);
  return { commentId };
}
