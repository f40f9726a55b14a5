import {
  COMMENT_ATTACHMENT_EXTENSIONS,
  COMMENT_ATTACHMENT_MAX_BYTES,
  COMMENT_ATTACHMENT_TYPES,
  type CommentAttachmentUrlRequestSchema,
} from '@registry/contract/projects/project-comments';
import type { z } from 'zod';
import { projectCommentAttachments } from '../../db/schema/project-comments';
import { DomainError } from '../../lib/domain-error';
import { resolveClaimedFormat } from '../../lib/file-inspection/file-types';
import { verifyCaptcha } from '../captcha/verify-captcha';
import { UPLOAD_TTL_SECONDS } from '../files/files-context';
import { findProject } from '../projects/project-access';
import { todayOf } from '../projects/project-state-machine';
import { createAttachmentKeys, purposeOf } from './comment-attachments';
import type { CommentFilesContext } from './comment-context';
import { isOpenForComment } from './comment-view';

/**
 * POST /api/public/project-comment/{projectId}/attachment: anyone, logged
 * out, asks for a signed form to upload one attachment (at most 10 MB, a PDF,
 * a Word file or an image) for a comment on a project open for comment. The
 * type and the project are checked before the captcha, which is spent only
 * on a form handed out; the form and its slot expire in an hour.
 */
export async function requestCommentAttachment({
  ctx,
  input,
}: {
  ctx: Pick<CommentFilesContext, 'db' | 'storage' | 'captcha' | 'now'>;
  input: z.output<typeof CommentAttachmentUrlRequestSchema> & { projectId: number };
}): Promise<{ url: string; fields: Record<string, string>; route: string }> {
  const contentType = input.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (
    !COMMENT_ATTACHMENT_TYPES.includes(contentType) ||
    !resolveClaimedFormat(input.fileName, contentType, purposeOf(contentType)).ok
  ) {
    throw new DomainError('ERROR_FILE_TYPE', 400, {
      accepted: COMMENT_ATTACHMENT_EXTENSIONS.join(', '),
    });
  }
  if (input.size > COMMENT_ATTACHMENT_MAX_BYTES) {
    throw new DomainError('ERROR_FILE_TOO_LARGE', 400, { filesize: '10 MB' });
  }
  const project = await findProject(ctx.db, input.projectId);
  if (!isOpenForComment(project, todayOf(ctx.now()))) {
    throw new DomainError('ERROR_COMMENT_CLOSED');
  }
  await verifyCaptcha({ ctx: ctx.captcha, payload: input.recaptchaValue });

  const { route, incomingKey } = createAttachmentKeys(project.id, input.fileName);
  const form = await ctx.storage.createUploadForm({
    key: incomingKey,
    contentType,
    maxBytes: input.size,
    expiresInSeconds: UPLOAD_TTL_SECONDS,
  });
  await ctx.db.insert(projectCommentAttachments).values({
    projectId: project.id,
    route,
    fileName: input.fileName,
    contentType,
    expiresAt: new Date(Date.now() + UPLOAD_TTL_SECONDS * 1000),
  });
  return { url: form.url, fields: form.fields, route };
}
