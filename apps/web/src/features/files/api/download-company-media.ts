import {
  DownloadUrlResponseSchema,
  type DownloadUrlResponse,
} from '@registry/contract/files/download';
import { apiCall } from '../../../lib/api-client';

export const mediaDownloadPath = (id: number) => `/platform/companiesMedia/download/${id}`;

/** A short-lived link to a logo, current or older (GET companiesMedia/download/{id}). */
export function downloadCompanyMedia(id: number): Promise<DownloadUrlResponse> {
  return apiCall({ path: mediaDownloadPath(id), schema: DownloadUrlResponseSchema });
}
