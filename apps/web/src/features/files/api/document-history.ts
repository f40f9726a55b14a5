import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  DocumentHistoryResponseSchema,
  type DocumentHistoryResponse,
} from '@registry/contract/files/download';
import { apiCall } from '../../../lib/api-client';

export const documentHistoryPath = (id: number) => `/platform/companiesDocuments/history/${id}`;

export function getDocumentHistory(
  id: number,
  signal?: AbortSignal,
): Promise<DocumentHistoryResponse> {
  return apiCall({
    path: documentHistoryPath(id),
    schema: DocumentHistoryResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

export const documentHistoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['files', 'document-history', id] as const,
    queryFn: ({ signal }) => getDocumentHistory(id, signal),
  });

/**
 * The older versions (last = false) of a document's type in its company, newest
 * first (GET companiesDocuments/history/{id}, id = any document of the type).
 */
export function useDocumentHistory(id: number, isEnabled = true) {
  return useQuery({ ...documentHistoryQueryOptions(id), enabled: isEnabled });
}
