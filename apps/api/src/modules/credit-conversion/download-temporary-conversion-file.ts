import { and, eq } from 'drizzle-orm';
import { uploads } from '../../db/schema/files';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import { linkToFile } from '../files/find-file';
import { requireConvertingCaller } from './conversion-access';
import type { ConversionContext } from './conversion-context';

/**
 * POST /api/creditConversion/download-file-temporary: a signed, 5-minute link
 * to a proof the caller's company uploaded (confirmed, module 'projects') and
 * has not saved yet, so the form can show it before the save. Another
 * company's upload is a 404, like an unknown one.
 */
export async function downloadTemporaryConversionFile({
  ctx,
  caller,
  input,
}: {
  ctx: Pick<ConversionContext, 'db' | 'storage'>;
  caller: Caller;
  input: { route: string };
}) {
  requireConvertingCaller(caller);
  const [file] = await ctx.db
    .select()
    .from(uploads)
    .where(
      and(
        eq(uploads.route, input.route),
        eq(uploads.companyId, caller.companyId),
        eq(uploads.module, 'projects'),
        eq(uploads.state, 'confirmed'),
      ),
    )
    .limit(1);
  if (!file) throw new DomainError('ERROR_FILE_NOT_FOUND', 404);
  return linkToFile(ctx, file);
}
