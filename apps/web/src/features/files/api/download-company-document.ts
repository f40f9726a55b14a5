import {
  DownloadUrlResponseSchema,
  type DownloadUrlResponse,
} from '@registry/contract/files/download';
import { apiCall } from '../../../lib/api-client';

export const documentDownloadPath = (id: number) => `/platform/companiesDocuments/download/${id}`;

/** A short-lived link to one company document (GET companiesDocuments/download/{id}). */
export function downloadCompanyDocument(id: number): Promise<DownloadUrlResponse> {
  return apiCall({ path: documentDownloadPath(id), schema: DownloadUrlResponseSchema });
}
