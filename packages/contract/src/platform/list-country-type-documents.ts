import { z } from 'zod';
import { ReferenceIdSchema } from './reference-id';
import { ListTypeDocumentsResponseSchema } from './list-type-documents';

/** GET /api/platform/typeDocument/{countryId}/actives */
export const ListCountryTypeDocumentsRequestSchema = z.object({ countryId: ReferenceIdSchema });
export type ListCountryTypeDocumentsRequest = z.infer<typeof ListCountryTypeDocumentsRequestSchema>;

/**
 * The country's own document types first (its main one, e.g. NIT, leads: the
 * form selects the first), then the generic ones; an unknown country is 404.
 */
export const ListCountryTypeDocumentsResponseSchema = ListTypeDocumentsResponseSchema;
export type ListCountryTypeDocumentsResponse = z.infer<
  typeof ListCountryTypeDocumentsResponseSchema
>;
