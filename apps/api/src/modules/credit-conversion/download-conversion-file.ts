import { eq } from 'drizzle-orm';
import { creditConversions } from '../../db/schema/credit-conversions';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import { findKeptFile, linkToFile } from '../files/find-file';
import { findOwnedConversion, requireConvertingCaller } from './conversion-access';
import type { ConversionContext } from './conversion-context';

/**
 * POST /api/creditConversion/download-file: a signed, 5-minute link to the
 * proof of cancellation of a saved vintage of a conversion the caller's
 * company owns (403 for anyone else).
 */
export async function downloadConversionFile({
  ctx,
  caller,
  input,
}: {
  ctx: Pick<ConversionContext, 'db' | 'storage'>;
  caller: Caller;
  input: { id: number };
}) {
  requireConvertingCaller(caller);
  const [conversion] = await ctx.db
    .select({ projectId: creditConversions.projectId, uploadId: creditConversions.proofUploadId })
    .from(creditConversions)
    .where(eq(creditConversions.id, input.id))
    .limit(1);
  if (!conversion) throw new DomainError('ERROR_CONVERSION_VINTAGE_NOT_FOUND', 404);
  await findOwnedConversion(ctx.db, caller, conversion.projectId);
  return linkToFile(ctx, await findKeptFile(ctx.db, conversion.uploadId));
}
