import { ProjectDocumentUrlResponseSchema } from '@registry/contract/projects/project-api';
import { projectCall } from './project-call';

/** GET /api/project/{projectId}/documents/{documentId}/url: a party's signed link to any document. */
export async function fetchProjectDocumentUrl(projectId: number, documentId: number) {
  const answer = await projectCall({
    path: `/project/${projectId}/documents/${documentId}/url`,
    schema: ProjectDocumentUrlResponseSchema,
  });
  return answer.url;
}
