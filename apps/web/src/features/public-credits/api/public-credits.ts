import { useQuery } from '@tanstack/react-query';
import { PUBLIC_PROJECTS_PATH } from '@registry/contract/projects/public-projects';
import {
  ProjectCertificatesResponseSchema,
  ProjectCreditsSummaryResponseSchema,
} from '@registry/contract/retirements/public-credits';
import { apiCall } from '../../../lib/api-client';

/** GET /api/public/projects/{id}/credits: per vintage, issued and where the kg are now. */
export function useProjectCreditSummary(projectId: number) {
  return useQuery({
    queryKey: ['publicCredits', 'summary', projectId],
    queryFn: async ({ signal }) =>
      (
        await apiCall({
          path: `${PUBLIC_PROJECTS_PATH}/${projectId}/credits`,
          schema: ProjectCreditsSummaryResponseSchema,
          signal,
        })
      ).vintages,
    enabled: projectId > 0,
  });
}

/** GET /api/public/projects/{id}/certificates?purpose=: a project's certificates, newest first. */
export function useProjectCertificates(projectId: number, purpose: number) {
  return useQuery({
    queryKey: ['publicCredits', 'certificates', projectId, purpose],
    queryFn: async ({ signal }) =>
      (
        await apiCall({
          path: `${PUBLIC_PROJECTS_PATH}/${projectId}/certificates?purpose=${purpose}`,
          schema: ProjectCertificatesResponseSchema,
          signal,
        })
      ).certificates,
    enabled: projectId > 0,
  });
}
