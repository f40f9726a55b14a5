import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ProjectTransitionResponseSchema,
  type ProjectTransitionRequest,
} from '@registry/contract/projects/project-api';
import { projectCall } from './project-call';
import { PROJECTS_QUERY_KEY } from './project-keys';

export interface ProjectTransition {
  projectId: number;
  request: ProjectTransitionRequest;
}

/** POST /api/project/{projectId}/transition: one move of the lifecycle. */
export function transitionProject({ projectId, request }: ProjectTransition) {
  return projectCall({
    path: `/project/${projectId}/transition`,
    method: 'POST',
    body: request,
    schema: ProjectTransitionResponseSchema,
  });
}

export function useTransitionProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transitionProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY }),
  });
}
