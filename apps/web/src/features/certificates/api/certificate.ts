import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CERTIFICATES_PATH,
  CertificateResponseSchema,
} from '@registry/contract/retirements/certificate';
import { EmitCertificationIdSchema } from '@registry/contract/retirements/retirements-api';
import { apiCall } from '../../../lib/api-client';

/** While the leaf waits for the sequencer, the certificate is asked for again this often. */
export const PENDING_RECHECK_MS = 3_000;
/** ... for two minutes at most: then the page offers to check again, instead of asking for ever. */
export const PENDING_RECHECKS = 40;

/** A certificate's public id as the API takes it: 22 characters of base64url. */
export function isCertificateId(id: string): boolean {
  return EmitCertificationIdSchema.safeParse(id).success;
}

/**
 * A retirement's certificate and its proof (anyone; nothing asked for an id
 * that cannot be one). Until a checkpoint covers its leaf (`inclusion` null)
 * it is asked for again every few seconds, PENDING_RECHECKS times at most;
 * `isWaitOver` then says the page stopped asking by itself.
 */
export function useCertificate(emitCertificationId: string | null) {
  const queryKey = ['certificate', emitCertificationId];
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      apiCall({
        path: `${CERTIFICATES_PATH}/${encodeURIComponent(emitCertificationId ?? '')}`,
        schema: CertificateResponseSchema,
        signal,
      }),
    enabled: emitCertificationId !== null,
    refetchInterval: (current) =>
      current.state.data?.proof.inclusion === null &&
      current.state.dataUpdateCount < PENDING_RECHECKS
        ? PENDING_RECHECK_MS
        : false,
  });
  const answers = useQueryClient().getQueryState(queryKey)?.dataUpdateCount ?? 0;
  const isWaitOver = query.data?.proof.inclusion === null && answers >= PENDING_RECHECKS;
  return { query, isWaitOver };
}
