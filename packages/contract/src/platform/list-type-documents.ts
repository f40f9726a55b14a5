import { z } from 'zod';
import { envelopeWith } from '../common/envelope';

/** A document type (spec section 3), its description in the caller's language. */
export const TypeDocumentSchema = z.object({
  id: z.number().int(),
  /** Stable code: 'NIT', 'CC', 'RUT', 'PASSPORT' ... */
  code: z.string(),
  description: z.string(),
  /** The number has a separate check digit (verificationDigit field). */
  isVerificationDigit: z.boolean(),
  /** null: valid in every country (PASSPORT). */
  countryId: z.number().int().nullable(),
});
export type TypeDocument = z.infer<typeof TypeDocumentSchema>;

/**
 * GET /api/platform/typeDocument/actives: every active document type, the
 * generic ones first (PASSPORT, id 1), then each country's, by country id.
 * Filter by countryId, or call the per-country list.
 */
export const ListTypeDocumentsResponseSchema = envelopeWith({
  typesDocuments: z.array(TypeDocumentSchema),
});
export type ListTypeDocumentsResponse = z.infer<typeof ListTypeDocumentsResponseSchema>;
