import { z } from 'zod';
import { envelopeWith } from '../common/envelope';
import { ReferenceIdSchema } from './reference-id';

/**
 * GET /api/company/formatCountry?countryId=N. Without countryId the caller must
 * be logged in and gets the formats of their company's country (My Company).
 */
export const GetFormatCountryRequestSchema = z.object({ countryId: ReferenceIdSchema.optional() });
export type GetFormatCountryRequest = z.infer<typeof GetFormatCountryRequestSchema>;

export const GetFormatCountryResponseSchema = envelopeWith({
  countryId: z.number().int(),
  formatDocumentNumber: z.string(),
  formatCellPhone: z.string(),
  phoneCode: z.string(),
});
export type GetFormatCountryResponse = z.infer<typeof GetFormatCountryResponseSchema>;
