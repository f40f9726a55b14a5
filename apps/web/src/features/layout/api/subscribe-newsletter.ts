import { useMutation } from '@tanstack/react-query';
import type { Envelope } from '@registry/contract/common/envelope';
import { apiCall } from '../../../lib/api-client';

/** The newsletter subscription: GET .../platform/home/suscription/{email} (spec section 7). */
export function subscribeNewsletterPath(email: string): string {
  return `/platform/home/suscription/${encodeURIComponent(email.trim())}?personalData=1&terms=1`;
}

const loadEnvelopeSchema = async () =>
  (await import('@registry/contract/common/envelope')).EnvelopeSchema;

export function subscribeNewsletter(email: string): Promise<Envelope> {
  return apiCall({ path: subscribeNewsletterPath(email), schema: loadEnvelopeSchema });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
