import { useQuery } from '@tanstack/react-query';
import {
  CERTIFICATES_PATH,
  CertificateResponseSchema,
} from '@registry/contract/retirements/certificate';
import { EmitCertificationIdSchema } from '@registry/contract/retirements/retirements-api';
import { apiCall } from '../../../lib/api-client';

/** While the leaf waits for the sequencer, the certificate is asked for again this often. */
export const PENDING_RECHECK_MS = 3_000;

/** A certificate's public id as the API takes it: 22 characters of base64url. */
export function isCertificateId(id: string): boolean {
  return EmitCertificationIdSchema.safeParse(id).success;
}

/**
 * A retirement's certificate and its proof (anyone; nothing asked for an id
 * that cannot be one). Until a checkpoint covers its leaf (`inclusion` null)
 * it is asked for again every few seconds.
 */
export function useCertificate(emitCertificationId: string | null) {
  return useQuery({
    queryKey: ['certificate', emitCertificationId],
    queryFn: ({ signal }) =>
      apiCall({
        path: `${CERTIFICATES_PATH}/${encodeURIComponent(emitCertificationId ?? '')}`,
        schema: CertificateResponseSchema,
        signal,
      }),
    enabled: emitCertificationId !== null,
    refetchInterval: (query) =>
      query.state.data?.proof.inclusion === null ? PENDING_RECHECK_MS : false,
  });
}
