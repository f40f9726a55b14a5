import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  PUBLIC_PROJECTS_PATH,
  PublicDocumentUrlResponseSchema,
  PublicProjectResponseSchema,
  PublicProjectsMapResponseSchema,
  PublicProjectsResponseSchema,
} from '@registry/contract/projects/public-projects';
import { apiCall } from '../../../lib/api-client';

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/** The public list of a filter, page after page by cursor ("Load more"). */
export function usePublicProjects(query: string) {
  return useInfiniteQuery({
    queryKey: ['publicProjects', 'list', query],
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams(query);
      if (pageParam) params.set('cursor', pageParam);
      return apiCall({
        path: withQuery(PUBLIC_PROJECTS_PATH, params.toString()),
        schema: PublicProjectsResponseSchema,
        signal,
      });
    },
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** The located projects of a filter, for the map view. */
export function usePublicProjectsMap(query: string, isEnabled: boolean) {
  return useQuery({
    queryKey: ['publicProjects', 'map', query],
    queryFn: ({ signal }) =>
      apiCall({
        path: withQuery(`${PUBLIC_PROJECTS_PATH}/map`, query),
        schema: PublicProjectsMapResponseSchema,
        signal,
      }),
    enabled: isEnabled,
  });
}

/** The public page of one project. */
export function usePublicProject(projectId: number) {
  return useQuery({
    queryKey: ['publicProjects', 'project', projectId],
    queryFn: ({ signal }) =>
      apiCall({
        path: `${PUBLIC_PROJECTS_PATH}/${projectId}`,
        schema: PublicProjectResponseSchema,
        signal,
      }),
    enabled: projectId > 0,
  });
}

/** A signed, short-lived link to a public document of a public project. */
export async function fetchPublicDocumentUrl(
  projectId: number,
  documentId: number,
): Promise<string> {
  const answer = await apiCall({
    path: `${PUBLIC_PROJECTS_PATH}/${projectId}/documents/${documentId}/url`,
    schema: PublicDocumentUrlResponseSchema,
  });
  return answer.url;
}
