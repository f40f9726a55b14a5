import { and, eq } from 'drizzle-orm';
import {
  COMMENT_ATTACHMENT_MAX_BYTES,
  type CommentAttachment,
  type ConfirmCommentAttachmentRequest,
} from '@registry/contract/projects/project-comments';
import { projectCommentAttachments } from '../../db/schema/project-comments';
import { DomainError } from '../../lib/domain-error';
import { ClamdError } from '../files/clamd-client';
import { scanObject } from '../files/scan-object';
import { incomingKeyOf } from '../files/upload-keys';
import { purposeOf, type AttachmentRow } from './comment-attachments';
import type { CommentFilesContext } from './comment-context';

/**
 * POST /api/public/project-comment/{projectId}/attachment/confirm: whoever
 * holds the route of a slot of this project (the form's requester) confirms
 * it, once, before it expires. As the files module's confirm: the file is
 * moved out of its form's reach, then scanned (size, inspector, MD5 against
 * the browser's, clamd when set). Clean: a comment may claim it. Otherwise
 * the file is deleted, the slot refused, and the answer is
 * ERROR_COMMENT_ATTACHMENT_REFUSED (HTTP 422); the reason goes to the log.
 */
export async function confirmCommentAttachment({
  ctx,
  input,
}: {
  ctx: Pick<CommentFilesContext, 'db' | 'storage' | 'clamavUrl' | 'log'>;
  input: ConfirmCommentAttachmentRequest & { projectId: number };
}): Promise<{ attachment: CommentAttachment & { route: string } }> {
  const slot = await findWaitingSlot(ctx, input);
  const stored = await takeIncomingFile(ctx, slot);
  const audit = { attachmentId: slot.id, projectId: slot.projectId, route: slot.route };

  const reject = async (reason: string, detail: string) => {
    await ctx.storage.deleteObject(slot.route);
    await settle(ctx, slot, { state: 'rejected', size: stored.size });
    ctx.log.warn({ ...audit, size: stored.size, reason, detail }, 'comment attachment refused');
    return new DomainError('ERROR_COMMENT_ATTACHMENT_REFUSED', 422);
  };

  if (stored.size > COMMENT_ATTACHMENT_MAX_BYTES) {
    throw await reject('tooLarge', `${stored.size} bytes`);
  }
  let scan;
  try {
    scan = await scanObject({
      storage: ctx.storage,
      key: slot.route,
      size: stored.size,
      fileName: slot.fileName,
      contentType: slot.contentType,
      purpose: purposeOf(slot.contentType),
      clamavUrl: ctx.clamavUrl,
    });
  } catch (error) {
    if (!(error instanceof ClamdError)) throw error;
    ctx.log.error({ ...audit, err: error }, 'virus scanner unavailable; confirm again later');
    throw new DomainError('ERROR_SCAN_UNAVAILABLE', 503);
  }
  if (scan.verdict === 'rejected') throw await reject(scan.reason, scan.detail);
  if (scan.md5 !== input.md5) {
    throw await reject('md5Mismatch', 'the md5 the browser sent is not the content');
  }
  await settle(ctx, slot, { state: 'confirmed', size: stored.size, md5: scan.md5 });
  ctx.log.info({ ...audit, size: stored.size }, 'comment attachment confirmed clean');
  return {
    attachment: {
      route: slot.route,
      fileName: slot.fileName,
      size: stored.size,
      contentType: slot.contentType,
    },
  };
}

/** The project's slot by its route, still waiting and unexpired; anything else is refused. */
async function findWaitingSlot(
  ctx: Pick<CommentFilesContext, 'db'>,
  input: { route: string; projectId: number },
): Promise<AttachmentRow> {
  const [slot] = await ctx.db
    .select()
    .from(projectCommentAttachments)
    .where(
      and(
        eq(projectCommentAttachments.route, input.route),
        eq(projectCommentAttachments.projectId, input.projectId),
      ),
    )
    .limit(1);
  if (!slot) throw new DomainError('ERROR_UPLOAD_NOT_FOUND', 404);
  if (slot.state !== 'issued') throw new DomainError('ERROR_UPLOAD_NOT_FOUND', 409);
  if (slot.expiresAt.getTime() < Date.now()) throw new DomainError('ERROR_UPLOAD_NOT_FOUND', 410);
  return slot;
}

/** Moves the file from the incoming key (its form may still write) to the route (none can). */
async function takeIncomingFile(
  ctx: Pick<CommentFilesContext, 'storage'>,
  slot: AttachmentRow,
): Promise<{ size: number }> {
  const incomingKey = incomingKeyOf(slot.route);
  if (await ctx.storage.stat(incomingKey)) await ctx.storage.moveObject(incomingKey, slot.route);
  const stored = await ctx.storage.stat(slot.route);
  if (!stored) throw new DomainError('ERROR_FILE_MISSING', 400);
  return stored;
}

/** Records the outcome, once: a concurrent confirm that settled first wins. */
async function settle(
  ctx: Pick<CommentFilesContext, 'db'>,
  slot: AttachmentRow,
  values: { state: 'confirmed' | 'rejected'; size: number; md5?: string },
): Promise<void> {
  const updated = await ctx.db
    .update(projectCommentAttachments)
    .set(values)
    .where(
      and(eq(projectCommentAttachments.id, slot.id), eq(projectCommentAttachments.state, 'issued')),
    )
    .returning({ id: projectCommentAttachments.id });
  if (updated.length === 0) throw new DomainError('ERROR_UPLOAD_NOT_FOUND', 409);
}
