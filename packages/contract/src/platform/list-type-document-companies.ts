import { z } from 'zod';
import { envelopeWith } from '../common/envelope';

const ZeroOneSchema = z.union([z.literal(0), z.literal(1)]);

/** A document type for companies (spec section 3), texts in the caller's language. */
export const TypeDocumentCompanySchema = z.object({
  id: z.number().int(),
  /** Stable code: 'RUT_TAX_CERTIFICATE', 'CHAMBER_OF_COMMERCE' ... */
  code: z.string(),
  description: z.string(),
  helper: z.string(),
  /** 1: billing tab; 0: due-diligence tab. */
  isBilling: ZeroOneSchema,
  isRequired: ZeroOneSchema,
  /** 0: one file; otherwise several (up to 100). */
  multiple: z.number().int(),
});
export type TypeDocumentCompany = z.infer<typeof TypeDocumentCompanySchema>;

/** GET /api/platform/typeDocumentCompanies/active */
export const ListTypeDocumentCompaniesResponseSchema = envelopeWith({
  typeDocumentsCompanies: z.array(TypeDocumentCompanySchema),
});
export type ListTypeDocumentCompaniesResponse = z.infer<
  typeof ListTypeDocumentCompaniesResponseSchema
>;
