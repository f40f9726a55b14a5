import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import { canReadCompany } from '../company-links/can-read-company';
import type { FilesContext } from './files-context';
import { findKeptFile, linkToFile } from './find-file';

/**
 * GET /api/platform/file/url/{id} (spec section 7): a signed link to a file,
 * under the downloads' rules: the file's company itself, a certifier, or a
 * company with an accepted connection (403 otherwise). Another company sees
 * only files a save attached to its record, not uploads left unattached.
 */
export async function getFileUrl({
  ctx,
  caller,
  id,
}: {
  ctx: Pick<FilesContext, 'db' | 'storage'>;
  caller: Caller;
  id: number;
}) {
  const file = await findKeptFile(ctx.db, id);
  const isOwn = file.companyId === caller.companyId;
  if (!isOwn && !file.claimedAt) throw new DomainError('ERROR_FILE_NOT_FOUND', 404);
  if (!isOwn && !(await canReadCompany(ctx.db, caller, file.companyId))) {
    throw new DomainError('ERROR_FORBIDDEN', 403);
  }
  return linkToFile(ctx, file);
}
