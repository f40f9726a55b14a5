import { z } from 'zod';
import { text } from '../common/text';
import { envelopeWith } from '../common/envelope';

/** GET /api/platform/home/suscription/{email}: the address as typed (the server checks it). */
export const SubscribeNewsletterRequestSchema = z.object({ email: text(1000) });
export type SubscribeNewsletterRequest = z.infer<typeof SubscribeNewsletterRequestSchema>;

/** The footer's two consents; both must be '1' or the call is refused (ERROR_NEWSLETTER_CONSENT). */
export const SubscribeNewsletterQuerySchema = z.object({
  personalData: text(10).optional(),
  terms: text(10).optional(),
});
export type SubscribeNewsletterQuery = z.infer<typeof SubscribeNewsletterQuerySchema>;

/** What the server accepts as an address (ERROR_EMAIL otherwise). */
export const NewsletterEmailSchema = z.email().max(254);

/** status 1 whether or not the address was already subscribed (nothing is revealed). */
export const SubscribeNewsletterResponseSchema = envelopeWith({});
export type SubscribeNewsletterResponse = z.infer<typeof SubscribeNewsletterResponseSchema>;
