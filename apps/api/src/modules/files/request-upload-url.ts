import {
  ACCEPTED_CONTENT_TYPES,
  isAcceptedContentType,
  type UploadUrlRequest,
} from '@registry/contract/files/upload';
import { uploads } from '../../db/schema/files';
import { DomainError } from '../../lib/domain-error';
import { resolveClaimedFormat } from '../../lib/file-inspection/file-types';
import type { Caller } from '../../lib/caller';
import { UPLOAD_TTL_SECONDS, type FilesContext } from './files-context';
import { createUploadKeys } from './upload-keys';

/**
 * POST /api/platform/file/upload-url: a signed form for one file of the
 * caller's company. The content type must be one the file type accepts and
 * agree with the name's extension; the form accepts at most the declared size
 * (at most 1 GB) and expires with the upload slot, in an hour.
 */
export async function requestUploadUrl({
  ctx,
  caller,
  input,
}: {
  ctx: Pick<FilesContext, 'db' | 'storage'>;
  caller: Caller;
  input: UploadUrlRequest;
}) {
  const contentType = input.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  const purpose = input.fileType === 'logo' ? 'image' : 'document';
  if (
    !isAcceptedContentType(input.fileType, contentType) ||
    !resolveClaimedFormat(input.fileName, contentType, purpose).ok
  ) {
    throw new DomainError('ERROR_FILE_TYPE', 400, {
      accepted: ACCEPTED_CONTENT_TYPES[input.fileType].join(', '),
    });
  }
  const { route, incomingKey } = createUploadKeys(caller.companyId, input.fileName);
  const form = await ctx.storage.createUploadForm({
    key: incomingKey,
    contentType,
    maxBytes: input.size,
    expiresInSeconds: UPLOAD_TTL_SECONDS,
  });
  await ctx.db.insert(uploads).values({
    route,
    module: input.module,
    fileType: input.fileType,
    companyId: caller.companyId,
    userId: caller.userId,
    // The declared type: the form enforces it, and the scan checks the content against it.
    contentType,
    expiresAt: new Date(Date.now() + UPLOAD_TTL_SECONDS * 1000),
  });
  return { url: form.url, fields: form.fields, route };
}
