import type { Caller } from '../../lib/caller';
import { DomainError } from '../../lib/domain-error';
import { DOWNLOAD_TTL_SECONDS, type FilesContext } from './files-context';
import {
  findReadableDocument,
  findReadableMedia,
  listDocumentVersions,
  listOlderMedia,
  toCompanyDocument,
  toMediaHistoryEntry,
} from './company-files';

type Ctx = Pick<FilesContext, 'db' | 'storage'>;

function signedUrl(ctx: Ctx, file: { route: string; fileName: string; contentType: string }) {
  return ctx.storage.createDownloadUrl({
    key: file.route,
    fileName: file.fileName,
    contentType: file.contentType,
    expiresInSeconds: DOWNLOAD_TTL_SECONDS,
  });
}

/** GET /api/platform/companiesDocuments/download/{id}: a signed link to one version. */
export async function downloadDocument({
  ctx,
  caller,
  id,
}: {
  ctx: Ctx;
  caller: Caller;
  id: number;
}) {
  const document = await findReadableDocument(ctx.db, caller, id);
  return { url: await signedUrl(ctx, document) };
}

/**
 * GET /api/platform/companiesDocuments/download-all/{id}: signed links to the
 * current versions (last = true) of the document's company and type.
 */
export async function downloadAllDocuments({
  ctx,
  caller,
  id,
}: {
  ctx: Ctx;
  caller: Caller;
  id: number;
}) {
  const document = await findReadableDocument(ctx.db, caller, id);
  const current = await listDocumentVersions(ctx.db, document, true);
  return { urls: await Promise.all(current.map((row) => signedUrl(ctx, row))) };
}

/** GET /api/platform/companiesDocuments/history/{id}: the older versions (last = false). */
export async function documentHistory({
  ctx,
  caller,
  id,
}: {
  ctx: Ctx;
  caller: Caller;
  id: number;
}) {
  const document = await findReadableDocument(ctx.db, caller, id);
  const older = await listDocumentVersions(ctx.db, document, false);
  return { companiesDocuments: older.map(toCompanyDocument) };
}

/** GET /api/platform/companiesMedia/download/{id}: a signed link to a logo. */
export async function downloadMedia({ ctx, caller, id }: { ctx: Ctx; caller: Caller; id: number }) {
  const media = await findReadableMedia(ctx.db, caller, id);
  return { url: await signedUrl(ctx, media) };
}

/**
 * POST /api/platform/companiesMedia/history/{id} with companyId: the older
 * logos of that company; id is one of its logos (the current one, usually).
 */
export async function mediaHistory({
  ctx,
  caller,
  id,
  companyId,
}: {
  ctx: Ctx;
  caller: Caller;
  id: number;
  companyId: number;
}) {
  const media = await findReadableMedia(ctx.db, caller, id);
  if (media.companyId !== companyId) throw new DomainError('ERROR_FILE_NOT_FOUND', 404);
  const older = await listOlderMedia(ctx.db, media.companyId);
  return { companiesDocuments: older.map(toMediaHistoryEntry) };
}
