import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { uploads, type UploadFileType, type UploadModule } from '../../db/schema/files';
import { DomainError } from '../../lib/domain-error';

/** A confirmed (scanned, clean) file, as a save attaches it to a document or logo. */
export interface ClaimedUpload {
  fileName: string;
  route: string;
  time: string;
  md5: string;
  size: number;
  contentType: string;
}

export interface ClaimUploadInput {
  /** The route the browser got from upload-url and sent to confirm. */
  route: string;
  /** The company saving (the caller's company); only its own uploads can be claimed. */
  companyId: number;
  /** 'document' for billing/due-diligence files, 'logo' for the company logo. */
  fileType: UploadFileType;
  /** The module the upload was asked for; any when not given. */
  module?: UploadModule;
}

/**
 * Takes a confirmed, unclaimed upload of this company and file type for a save
 * (My Company), inside the caller's transaction, and marks it claimed so it is
 * attached once. Anything else (unknown route, another company's, another type,
 * not confirmed or rejected, already claimed) throws ERROR_UPLOAD_NOT_FOUND (HTTP 400).
 */
export async function claimConfirmedUpload(
  tx: Tx | Db,
  { route, companyId, fileType, module }: ClaimUploadInput,
): Promise<ClaimedUpload> {
  const [row] = await tx
    .update(uploads)
    .set({ claimedAt: new Date() })
    .where(
      and(
        eq(uploads.route, route),
        eq(uploads.companyId, companyId),
        eq(uploads.fileType, fileType),
        ...(module ? [eq(uploads.module, module)] : []),
        eq(uploads.state, 'confirmed'),
        isNull(uploads.claimedAt),
      ),
    )
    .returning({
      fileName: uploads.fileName,
      route: uploads.route,
      time: uploads.time,
      md5: uploads.md5,
      size: uploads.size,
      contentType: uploads.contentType,
    });
  if (
    !row ||
    row.fileName === null ||
    row.time === null ||
    row.md5 === null ||
    row.size === null ||
    row.contentType === null
  ) {
    throw new DomainError('ERROR_UPLOAD_NOT_FOUND', 400);
  }
  return {
    fileName: row.fileName,
    route: row.route,
    time: row.time,
    md5: row.md5,
    size: row.size,
    contentType: row.contentType,
  };
}

/** claimConfirmedUpload, answering also the upload's id (what /api/platform/file/url/{id} takes). */
export async function claimUploadWithId(
  tx: Tx,
  input: ClaimUploadInput,
): Promise<ClaimedUpload & { id: number }> {
  const claimed = await claimConfirmedUpload(tx, input);
  const [row] = await tx
    .select({ id: uploads.id })
    .from(uploads)
    .where(eq(uploads.route, claimed.route));
  // Stryker disable next-line ConditionalExpression: the row was claimed in this transaction
  if (!row) throw new DomainError('ERROR_UPLOAD_NOT_FOUND', 400);
  return { ...claimed, id: row.id };
}
