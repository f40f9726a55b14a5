import { useQuery } from '@tanstack/react-query';
import type { CertificateAnswer } from '@registry/contract/retirements/certificate';

/**
 * The certificate checked against the public log in this browser. The checker
 * is its own chunk, loaded with the first certificate shown; a new answer (the
 * leaf's inclusion arrived) is checked again.
 */
export function useCertificateCheck({ certificate, proof }: CertificateAnswer) {
  return useQuery({
    queryKey: ['certificateCheck', certificate, proof],
    queryFn: async () => {
      const { verifyCertificate } = await import('../utils/verify-certificate');
      return verifyCertificate({ certificate, proof });
    },
    staleTime: Infinity,
    retry: false,
  });
}
