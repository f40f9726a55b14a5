import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  UploadReportResponseSchema,
  type UploadReportRequest,
} from '@registry/contract/projects/signatures';
import { projectCall } from '../../projects/api/project-call';
import { PROJECTS_QUERY_KEY } from '../../projects/api/project-keys';

/** POST /api/project/{projectId}/report: the report, and its signer gets the link by mail. */
export function uploadReport({
  projectId,
  request,
}: {
  projectId: number;
  request: UploadReportRequest;
}) {
  return projectCall({
    path: `/project/${projectId}/report`,
    method: 'POST',
    body: request,
    schema: UploadReportResponseSchema,
  });
}

export function useUploadReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY }),
  });
}
