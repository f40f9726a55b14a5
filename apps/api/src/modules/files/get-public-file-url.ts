import { DomainError } from '../../lib/domain-error';
import type { FilesContext } from './files-context';
import { findKeptFile, linkToFile } from './find-file';

/**
 * GET /api/platform/file/urlpublic/{id} (spec section 7): a signed link to a
 * file marked public (a public project document), for anyone, logged out. Any
 * other file is a 404, as if it did not exist.
 */
export async function getPublicFileUrl({
  ctx,
  id,
}: {
  ctx: Pick<FilesContext, 'db' | 'storage'>;
  id: number;
}) {
  const file = await findKeptFile(ctx.db, id);
  if (!file.isPublic) throw new DomainError('ERROR_FILE_NOT_FOUND', 404);
  return linkToFile(ctx, file);
}
