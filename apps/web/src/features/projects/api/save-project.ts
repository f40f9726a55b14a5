import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SaveProjectResponseSchema,
  type SaveProjectRequest,
} from '@registry/contract/projects/project-api';
import { projectCall } from './project-call';
import { PROJECTS_QUERY_KEY } from './project-keys';

/** POST /api/project/save: creates or saves a draft; answers the project's id. */
export function saveProject(request: SaveProjectRequest) {
  return projectCall({
    path: '/project/save',
    method: 'POST',
    body: request,
    schema: SaveProjectResponseSchema,
  });
}

export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY }),
  });
}
