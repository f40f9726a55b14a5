import {
  DownloadAllResponseSchema,
  type DownloadAllResponse,
} from '@registry/contract/files/download';
import { apiCall } from '../../../lib/api-client';

export const documentsDownloadAllPath = (id: number) =>
  `/platform/companiesDocuments/download-all/${id}`;

/**
 * Links to every current file of a document type (GET
 * companiesDocuments/download-all/{id}, id = the group's first document).
 */
export function downloadAllCompanyDocuments(id: number): Promise<DownloadAllResponse> {
  return apiCall({ path: documentsDownloadAllPath(id), schema: DownloadAllResponseSchema });
}
