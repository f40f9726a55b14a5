import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  MyProjectsResponseSchema,
  type MyProjectsQuery,
} from '@registry/contract/projects/project-api';
import { projectCall } from './project-call';
import { PROJECTS_QUERY_KEY } from './project-keys';

function queryString(filters: MyProjectsQuery): string {
  const params = new URLSearchParams();
  if (filters.state) params.set('state', filters.state);
  if (filters.role) params.set('role', filters.role);
  if (filters.search) params.set('search', filters.search);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/project/my-projects: the company's projects and its assigned ones. */
export function myProjectsQueryOptions(filters: MyProjectsQuery) {
  return queryOptions({
    queryKey: [...PROJECTS_QUERY_KEY, 'mine', filters],
    queryFn: async ({ signal }) =>
      (
        await projectCall({
          path: `/project/my-projects${queryString(filters)}`,
          schema: MyProjectsResponseSchema,
          signal,
        })
      ).projects,
    placeholderData: keepPreviousData,
  });
}

export function useMyProjects(filters: MyProjectsQuery) {
  return useQuery(myProjectsQueryOptions(filters));
}
