import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SignDocumentResponseSchema,
  type SignatureParams,
} from '@registry/contract/projects/signatures';
import { encryptPasswords } from '../../password/api/get-public-key';
import { projectCall } from '../../projects/api/project-call';
import { signaturePath } from './signature-request';

/** POST /api/signature/{firm}/{projectId}/{userId}: signs with the password, encrypted as at login. */
export async function signDocument({
  params,
  password,
}: {
  params: SignatureParams;
  password: string;
}) {
  const encrypted = await encryptPasswords({ password });
  return (
    await projectCall({
      path: signaturePath(params),
      method: 'POST',
      body: encrypted,
      schema: SignDocumentResponseSchema,
    })
  ).record;
}

export function useSignDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['signatures', 'project'] }),
  });
}
