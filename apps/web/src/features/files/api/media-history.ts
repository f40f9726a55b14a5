import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  MediaHistoryResponseSchema,
  type MediaHistoryResponse,
} from '@registry/contract/files/download';
import { apiCall } from '../../../lib/api-client';

export const mediaHistoryPath = (id: number) => `/platform/companiesMedia/history/${id}`;

export function getMediaHistory(
  id: number,
  companyId: number,
  signal?: AbortSignal,
): Promise<MediaHistoryResponse> {
  return apiCall({
    path: mediaHistoryPath(id),
    method: 'POST',
    body: { companyId },
    schema: MediaHistoryResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

export const mediaHistoryQueryOptions = (id: number, companyId: number) =>
  queryOptions({
    queryKey: ['files', 'media-history', id, companyId] as const,
    queryFn: ({ signal }) => getMediaHistory(id, companyId, signal),
  });

/**
 * The company's older logos, newest first (POST companiesMedia/history/{id} with
 * companyId; id = one of its logos, usually the current one).
 */
export function useMediaHistory(id: number, companyId: number, isEnabled = true) {
  return useQuery({ ...mediaHistoryQueryOptions(id, companyId), enabled: isEnabled });
}
