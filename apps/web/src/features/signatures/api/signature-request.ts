import { useQuery } from '@tanstack/react-query';
import {
  SignatureRequestResponseSchema,
  type SignatureParams,
} from '@registry/contract/projects/signatures';
import { projectCall } from '../../projects/api/project-call';

/** The API path of a signature link (the page's path under /api). */
export const signaturePath = ({ firm, projectId, userId }: SignatureParams) =>
  `/signature/${firm}/${projectId}/${userId}`;

/** GET /api/signature/{firm}/{projectId}/{userId}: the document to sign (its signer only). */
export function useSignatureRequest(params: SignatureParams, isEnabled: boolean) {
  return useQuery({
    queryKey: ['signatures', 'request', params.firm, params.projectId, params.userId],
    queryFn: async ({ signal }) =>
      (
        await projectCall({
          path: signaturePath(params),
          schema: SignatureRequestResponseSchema,
          signal,
        })
      ).request,
    enabled: isEnabled,
    retry: false,
  });
}
