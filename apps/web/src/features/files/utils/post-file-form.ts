export interface PostFileFormOptions {
  /** The presigned form's url: this origin or another (S3). */
  url: string;
  /** The presigned fields, sent first and verbatim. */
  fields: Record<string, string>;
  file: Blob;
  fileName: string;
  onProgress?: (sentBytes: number, totalBytes: number) => void;
  signal?: AbortSignal;
}

/** Statuses a presigned POST answers on success (S3 answers 204 by default, 200 or 201 on request). */
const SUCCESS_STATUSES = new Set([200, 201, 204]);

/** The storage did not take the file (network failure or an unexpected status). */
export class FileFormError extends Error {
  constructor(readonly httpStatus: number | null) {
    super(httpStatus === null ? 'The upload failed' : `The upload failed (HTTP ${httpStatus})`);
    this.name = 'FileFormError';
  }
}

/**
 * POSTs the file as multipart form data with upload progress (XMLHttpRequest,
 * because fetch reports none). No Authorization header and no cookies: the
 * form's own signature is the permission.
 */
export function postFileForm({
  url,
  fields,
  file,
  fileName,
  onProgress,
  signal,
}: PostFileFormOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const abortError = () => new DOMException('The upload was cancelled', 'AbortError');
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file, fileName);

    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', url);
    xhr.withCredentials = false;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      settle();
      if (SUCCESS_STATUSES.has(xhr.status)) {
        onProgress?.(file.size, file.size);
        resolve();
      } else {
        reject(new FileFormError(xhr.status));
      }
    };
    xhr.onerror = () => {
      settle();
      reject(new FileFormError(null));
    };
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(form);
  });
}
