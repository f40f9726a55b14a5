import { useQuery } from '@tanstack/react-query';
import {
  CorrectionHistoryResponseSchema,
  correctionHistoryPath,
} from '@registry/contract/projects/correction-history';
import { apiCall } from '../../../lib/api-client';

/** The correction history of a project (its parties, logged in, also see the private rows). */
export function useCorrectionHistory(projectId: number) {
  return useQuery({
    queryKey: ['correctionHistory', projectId],
    queryFn: ({ signal }) =>
      apiCall({
        path: correctionHistoryPath(projectId),
        schema: CorrectionHistoryResponseSchema,
        signal,
      }),
    enabled: projectId > 0,
  });
}
