import { z } from 'zod';
import { envelopeWith } from '../common/envelope';
import { ReferenceIdSchema } from './reference-id';

/** GET /api/platform/country/{countryId}/regions */
export const ListRegionsRequestSchema = z.object({ countryId: ReferenceIdSchema });
export type ListRegionsRequest = z.infer<typeof ListRegionsRequestSchema>;

/** A first-level subdivision (department, state, region ...). */
export const RegionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** ISO 3166-2 ('CO-DC') */
  code: z.string(),
});
export type Region = z.infer<typeof RegionSchema>;

/** The country's regions sorted by name; an unknown country is HTTP 404. */
export const ListRegionsResponseSchema = envelopeWith({ regions: z.array(RegionSchema) });
export type ListRegionsResponse = z.infer<typeof ListRegionsResponseSchema>;
