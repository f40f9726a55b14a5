import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import type { FilesContext } from './files-context';
import { findKeptFile, linkToFile } from './find-file';

/**
 * GET /api/platform/file/url-my-company/{id} (spec section 7): a signed link
 * to a file of the caller's own company only; any other company's is a 403.
 */
export async function getMyCompanyFileUrl({
  ctx,
  caller,
  id,
}: {
  ctx: Pick<FilesContext, 'db' | 'storage'>;
  caller: Caller;
  id: number;
}) {
  const file = await findKeptFile(ctx.db, id);
  if (file.companyId !== caller.companyId) throw new DomainError('ERROR_FORBIDDEN', 403);
  return linkToFile(ctx, file);
}
