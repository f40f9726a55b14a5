import { useQuery } from '@tanstack/react-query';
import { ProjectSignaturesResponseSchema } from '@registry/contract/projects/signatures';
import { projectCall } from '../../projects/api/project-call';

/** GET /api/project/{projectId}/signatures: the records, for the project's parties (403 for others). */
export function useProjectSignatures(projectId: number, isEnabled: boolean) {
  return useQuery({
    queryKey: ['signatures', 'project', projectId],
    queryFn: async ({ signal }) =>
      (
        await projectCall({
          path: `/project/${projectId}/signatures`,
          schema: ProjectSignaturesResponseSchema,
          signal,
        })
      ).signatures,
    enabled: isEnabled && projectId > 0,
    retry: false,
  });
}
