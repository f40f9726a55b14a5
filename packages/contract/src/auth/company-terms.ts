import { z } from 'zod';
import { IdSchema } from '../common/ids';
import { envelopeWith } from '../common/envelope';

/**
 * GET /api/company/terms (session): whether the caller's company accepted the
 * terms and conditions (isTerms) and the personal-data policy (isHabeas).
 */
export const GetCompanyTermsResponseSchema = envelopeWith({
  isTerms: z.boolean().optional(),
  isHabeas: z.boolean().optional(),
  /** The caller's company (the token's companyId). */
  companyId: z.number().int().optional(),
});
export type GetCompanyTermsResponse = z.infer<typeof GetCompanyTermsResponseSchema>;

/**
 * POST /api/company/terms (session): the terms modal's acceptance (spec
 * section 7, setTerms). Both must be true and companyId must be the caller's
 * company (otherwise ERROR_FORBIDDEN, HTTP 403).
 */
export const AcceptCompanyTermsRequestSchema = z.object({
  isTerms: z.boolean(),
  isHabeas: z.boolean(),
  companyId: IdSchema,
});
export type AcceptCompanyTermsRequest = z.infer<typeof AcceptCompanyTermsRequestSchema>;

/** A fresh session whose company has accepted both, for the browser to store. */
export const AcceptCompanyTermsResponseSchema = envelopeWith({
  token: z.string().optional(),
  refreshToken: z.string().optional(),
});
export type AcceptCompanyTermsResponse = z.infer<typeof AcceptCompanyTermsResponseSchema>;
