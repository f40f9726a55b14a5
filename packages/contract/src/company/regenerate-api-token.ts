import { z } from 'zod';
import { IdSchema } from '../common/ids';
import { envelopeWith } from '../common/envelope';

/**
 * POST /api/company/regenerate-api-token (My Company tab 4, Connectivity):
 * replaces the company's API token (hashId) with a new random one; the old
 * token stops working at once for every integration that presents it.
 * companyId is the session's company (its internal id, the token's
 * companyId; another company's answers 403) and only its admins may call
 * (403 otherwise), as for the password-expiration save.
 */
export const RegenerateApiTokenRequestSchema = z.object({
  companyId: IdSchema,
});
export type RegenerateApiTokenRequest = z.infer<typeof RegenerateApiTokenRequestSchema>;

export const RegenerateApiTokenResponseSchema = envelopeWith({
  /** The new API token. */
  hashId: z.string(),
});
export type RegenerateApiTokenResponse = z.infer<typeof RegenerateApiTokenResponseSchema>;
