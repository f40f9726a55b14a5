import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { CommentAttachment } from '@registry/contract/projects/project-comments';
import type { Db, Tx } from '../../db/client';
import { projectCommentAttachments } from '../../db/schema/project-comments';
import { DomainError } from '../../lib/domain-error';
import type { FilePurpose } from '../../lib/file-inspection/types';
import { incomingKeyOf, toSafeFileName } from '../files/upload-keys';

export type AttachmentRow = typeof projectCommentAttachments.$inferSelect;

/**
 * The keys of one attachment: where the file is kept once clean
 * (comments/{projectId}/{uuid}/{name}, unguessable, server-made) and the
 * incoming key its form writes to, as the files module's uploads.
 */
export function createAttachmentKeys(projectId: number, fileName: string) {
  const route = `comments/${projectId}/${randomUUID()}/${toSafeFileName(fileName)}`;
  return { route, incomingKey: incomingKeyOf(route) };
}

/** What the inspector checks an attachment as: an image, or a document (PDF, Word). */
export function purposeOf(contentType: string): FilePurpose {
  return contentType.startsWith('image/') ? 'image' : 'document';
}

/**
 * Claims a confirmed (scanned, clean), unclaimed attachment of this project for
 * the comment, inside the comment's transaction. Anything else (unknown route,
 * another project's, not confirmed yet, refused, claimed already) is refused
 * with ERROR_UPLOAD_NOT_FOUND and the comment is not stored.
 */
export async function claimCommentAttachment(
  tx: Tx,
  { route, projectId, commentId }: { route: string; projectId: number; commentId: number },
): Promise<void> {
  const claimed = await tx
    .update(projectCommentAttachments)
    .set({ commentId })
    .where(
      and(
        eq(projectCommentAttachments.route, route),
        eq(projectCommentAttachments.projectId, projectId),
        eq(projectCommentAttachments.state, 'confirmed'),
        isNull(projectCommentAttachments.commentId),
      ),
    )
    .returning({ id: projectCommentAttachments.id });
  if (claimed.length !== 1) throw new DomainError('ERROR_UPLOAD_NOT_FOUND', 400);
}

/** A comment's attachment as the list shows it (name, size, type; never the route), or null. */
export async function attachmentOf(
  db: Db | Tx,
  commentId: number,
): Promise<CommentAttachment | null> {
  const [row] = await db
    .select(attachmentColumns)
    .from(projectCommentAttachments)
    .where(
      and(
        eq(projectCommentAttachments.commentId, commentId),
        eq(projectCommentAttachments.state, 'confirmed'),
      ),
    );
  return row ? toAttachment(row) : null;
}

/** The columns of the view, for a select or a join. */
export const attachmentColumns = {
  fileName: projectCommentAttachments.fileName,
  size: projectCommentAttachments.size,
  contentType: projectCommentAttachments.contentType,
};

export function toAttachment(row: {
  fileName: string;
  size: number | null;
  contentType: string;
}): CommentAttachment {
  return { fileName: row.fileName, size: row.size ?? 0, contentType: row.contentType };
}
