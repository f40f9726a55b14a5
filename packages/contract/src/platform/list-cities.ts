import { z } from 'zod';
import { envelopeWith } from '../common/envelope';
import { ReferenceIdSchema } from './reference-id';

/** GET /api/platform/country/{countryId}/regions/{regionId}/cities */
export const ListCitiesRequestSchema = z.object({
  countryId: ReferenceIdSchema,
  regionId: ReferenceIdSchema,
});
export type ListCitiesRequest = z.infer<typeof ListCitiesRequestSchema>;

export const CitySchema = z.object({ id: z.number().int(), name: z.string() });
export type City = z.infer<typeof CitySchema>;

/** The region's cities sorted by name; a region that is not of that country is HTTP 404. */
export const ListCitiesResponseSchema = envelopeWith({ cities: z.array(CitySchema) });
export type ListCitiesResponse = z.infer<typeof ListCitiesResponseSchema>;
