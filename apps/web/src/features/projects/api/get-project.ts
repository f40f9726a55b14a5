import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProjectDetailResponseSchema } from '@registry/contract/projects/project-api';
import { projectCall } from './project-call';
import { PROJECTS_QUERY_KEY } from './project-keys';

/** GET /api/project/{projectId}: the whole project for its parties. */
export function projectQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: [...PROJECTS_QUERY_KEY, 'detail', projectId],
    queryFn: async ({ signal }) =>
      (
        await projectCall({
          path: `/project/${projectId}`,
          schema: ProjectDetailResponseSchema,
          signal,
        })
      ).project,
    retry: false,
  });
}

export function useProject(projectId: number | null) {
  return useQuery({ ...projectQueryOptions(projectId ?? 0), enabled: projectId !== null });
}
