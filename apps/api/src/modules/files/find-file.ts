import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema/files';
import { DomainError } from '../../lib/domain-error';
import { DOWNLOAD_TTL_SECONDS, type FilesContext } from './files-context';

export type FileRow = typeof uploads.$inferSelect;

/**
 * A kept file by its id (the upload's id): confirmed after its scan. An unknown,
 * refused or unfinished upload is a 404 to everyone, so an id tells nothing.
 */
export async function findKeptFile(db: Db, id: number): Promise<FileRow> {
  const [file] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.state, 'confirmed')))
    .limit(1);
  if (!file) throw new DomainError('ERROR_FILE_NOT_FOUND', 404);
  return file;
}

/** A signed link to a kept file that expires after 5 minutes. */
export async function linkToFile(ctx: Pick<FilesContext, 'storage'>, file: FileRow) {
  return {
    url: await ctx.storage.createDownloadUrl({
      key: file.route,
      fileName: file.fileName ?? 'file',
      contentType: file.contentType ?? 'application/octet-stream',
      expiresInSeconds: DOWNLOAD_TTL_SECONDS,
    }),
  };
}
