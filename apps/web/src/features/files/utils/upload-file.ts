import type { CodeMessage } from '@registry/contract/common/envelope';
import type { UploadFileType, UploadModule, UploadedFile } from '@registry/contract/files/upload';
import { ApiError } from '../../../lib/api-client';
import { confirmUpload } from '../api/confirm-upload';
import { requestUploadUrl } from '../api/request-upload-url';
import { detectContentType } from './accepted-types';
import type { ComputeMd5 } from './compute-md5';
import { postFileForm } from './post-file-form';

/** The share of the progress bar the MD5 takes; the transfer takes the rest. */
export const HASH_PROGRESS_SHARE = 0.1;

/** The code the API answers when its scan rejects a file (spec sections 5 and 8). */
export const MALFORMED_FILE = 'malformedFile';

/** Why an upload did not end with a clean, confirmed file. */
export class UploadError extends Error {
  constructor(
    readonly reason: typeof MALFORMED_FILE | 'failed',
    readonly codeMessages: readonly CodeMessage[] = [],
  ) {
    super(reason === MALFORMED_FILE ? 'The file was rejected by the scan' : 'The upload failed');
    this.name = 'UploadError';
  }
}

export interface UploadFileOptions {
  file: File;
  fileType: UploadFileType;
  /** The module the file belongs to; a company's documents unless told. */
  module?: UploadModule;
  computeMd5: ComputeMd5;
  /** Progress of the whole upload, 0 to 1: hashing first, then the transfer. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

const isMalformed = (codeMessages: readonly CodeMessage[]) =>
  codeMessages.some((message) => message.codeMessage === MALFORMED_FILE);

/**
 * The upload flow of spec section 7: the MD5 of the content (in a worker),
 * a presigned form (upload-url), the multipart POST with progress, then the
 * confirm, where the API scans the file. Resolves with the confirmed file;
 * rejects with an UploadError, or an AbortError when the signal aborts.
 */
export async function uploadFile({
  file,
  fileType,
  module = 'companies',
  computeMd5,
  onProgress,
  signal,
}: UploadFileOptions): Promise<UploadedFile> {
  const report = (fraction: number) => onProgress?.(Math.min(1, Math.max(0, fraction)));
  try {
    const md5 = await computeMd5(file, {
      onProgress: (done, total) =>
        report(total ? (done / total) * HASH_PROGRESS_SHARE : HASH_PROGRESS_SHARE),
      ...(signal ? { signal } : {}),
    });
    const form = await requestUploadUrl(
      {
        module,
        fileType,
        fileName: file.name,
        contentType: detectContentType(fileType, file),
        size: file.size,
      },
      signal,
    );
    await postFileForm({
      url: form.url,
      fields: form.fields,
      file,
      fileName: file.name,
      onProgress: (sent, total) =>
        report(HASH_PROGRESS_SHARE + (sent / total) * (1 - HASH_PROGRESS_SHARE)),
      ...(signal ? { signal } : {}),
    });
    const uploaded: UploadedFile = {
      route: form.route,
      time: String(Date.now()),
      name: file.name,
      md5,
    };
    const confirmed = await confirmUpload(uploaded, signal);
    if (confirmed.status === 1) return uploaded;
    throw new UploadError(
      isMalformed(confirmed.codeMessages) ? MALFORMED_FILE : 'failed',
      confirmed.codeMessages,
    );
  } catch (error) {
    if (isAbort(error) || error instanceof UploadError) throw error;
    if (error instanceof ApiError) {
      throw new UploadError(
        isMalformed(error.codeMessages) ? MALFORMED_FILE : 'failed',
        error.codeMessages,
      );
    }
    throw new UploadError('failed');
  }
}
