import {
  ConfirmUploadResponseSchema,
  type ConfirmUploadRequest,
  type ConfirmUploadResponse,
} from '@registry/contract/files/upload';
import { apiCall } from '../../../lib/api-client';

export const CONFIRM_UPLOAD_PATH = '/platform/file/confirm';

/**
 * Tells the API the file is stored: it scans it and checks the md5. Status 1
 * when clean; status 0 with malformedFile (HTTP 422) when the scan rejects it.
 */
export function confirmUpload(
  request: ConfirmUploadRequest,
  signal?: AbortSignal,
): Promise<ConfirmUploadResponse> {
  return apiCall({
    path: CONFIRM_UPLOAD_PATH,
    method: 'POST',
    body: request,
    schema: ConfirmUploadResponseSchema,
    ...(signal ? { signal } : {}),
  });
}
