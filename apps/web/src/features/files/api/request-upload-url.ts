import {
  UploadUrlResponseSchema,
  type UploadUrlRequest,
  type UploadUrlResponse,
} from '@registry/contract/files/upload';
import { apiCall } from '../../../lib/api-client';

export const UPLOAD_URL_PATH = '/platform/file/upload-url';

/** A presigned form for one file: where to POST it, the fields to send and its route (spec section 7). */
export function requestUploadUrl(
  request: UploadUrlRequest,
  signal?: AbortSignal,
): Promise<UploadUrlResponse> {
  return apiCall({
    path: UPLOAD_URL_PATH,
    method: 'POST',
    body: request,
    schema: UploadUrlResponseSchema,
    ...(signal ? { signal } : {}),
  });
}
