import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AddCommentResponseSchema,
  CommentAttachmentLinkResponseSchema,
  CommentAttachmentUrlResponseSchema,
  CommentChangeResponseSchema,
  ConfirmCommentAttachmentResponseSchema,
  OpenProjectsResponseSchema,
  PROJECT_COMMENT_PATH,
  ProjectCommentsResponseSchema,
  PUBLIC_COMMENT_PATH,
  type AddCommentRequest,
  type CommentAttachmentUrlRequest,
  type CommentAttachmentUrlResponse,
  type ConfirmCommentAttachmentRequest,
} from '@registry/contract/projects/project-comments';
import { apiCall } from '../../../lib/api-client';

/** The projects open for public comment, with the days left. */
export function useOpenProjects() {
  return useQuery({
    queryKey: ['projectComments', 'open'],
    queryFn: ({ signal }) =>
      apiCall({
        path: `${PUBLIC_COMMENT_PATH}/projects`,
        schema: OpenProjectsResponseSchema,
        signal,
      }),
  });
}

/** The comments of a project, with the developer's answers. */
export function useProjectComments(projectId: number) {
  return useQuery({
    queryKey: ['projectComments', 'list', projectId],
    queryFn: ({ signal }) =>
      apiCall({
        path: `${PUBLIC_COMMENT_PATH}/${projectId}/comments`,
        schema: ProjectCommentsResponseSchema,
        signal,
      }),
    enabled: projectId > 0,
  });
}

/** Sends a public comment (no login; the captcha's payload goes with it). */
export function useAddComment(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddCommentRequest) =>
      apiCall({
        path: `${PUBLIC_COMMENT_PATH}/${projectId}`,
        method: 'POST',
        body: input,
        schema: AddCommentResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['projectComments'] }),
  });
}

/** The developer's answer, or the certifier's hiding, of one comment. */
export function useChangeComment(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      commentId,
      change,
    }: {
      commentId: number;
      change: { kind: 'answer'; answer: string } | { kind: 'hide'; reason: string };
    }) =>
      apiCall({
        path: `${PROJECT_COMMENT_PATH}/${commentId}/${change.kind}`,
        method: 'POST',
        body: change.kind === 'answer' ? { answer: change.answer } : { reason: change.reason },
        schema: CommentChangeResponseSchema,
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['projectComments', 'list', projectId] }),
  });
}

/** A signed upload form for a comment's attachment (no login; the captcha's payload goes with it). */
export function requestAttachmentForm(
  projectId: number,
  request: CommentAttachmentUrlRequest,
  signal?: AbortSignal,
): Promise<CommentAttachmentUrlResponse> {
  return apiCall({
    path: `${PUBLIC_COMMENT_PATH}/${projectId}/attachment`,
    method: 'POST',
    body: request,
    schema: CommentAttachmentUrlResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

/** Tells the API the attachment is stored: it scans it; a refused file is an ApiError (HTTP 422). */
export function confirmAttachment(
  projectId: number,
  request: ConfirmCommentAttachmentRequest,
  signal?: AbortSignal,
) {
  return apiCall({
    path: `${PUBLIC_COMMENT_PATH}/${projectId}/attachment/confirm`,
    method: 'POST',
    body: request,
    schema: ConfirmCommentAttachmentResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

/** A signed, short-lived link to a comment's attachment. */
export async function fetchAttachmentUrl(projectId: number, commentId: number): Promise<string> {
  const answer = await apiCall({
    path: `${PUBLIC_COMMENT_PATH}/${projectId}/comments/${commentId}/attachment`,
    schema: CommentAttachmentLinkResponseSchema,
  });
  return answer.url;
}
