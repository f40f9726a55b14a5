import { z } from 'zod';
import { envelopeWith } from '../common/envelope';

/** A carbon-crediting standard (spec section 3). */
export const StandardSchema = z.object({
  id: z.number().int(),
  /** The programme's name in the caller's language (its own name; the CDM translated). */
  description: z.string(),
  standardUrl: z.string(),
  /** A sentence about the programme in the caller's language. */
  otherDescription: z.string(),
});
export type Standard = z.infer<typeof StandardSchema>;

/** GET /api/platform/standard/actives: active standards by id (1, Cercarbono, is the registration default). */
export const ListStandardsResponseSchema = envelopeWith({ standards: z.array(StandardSchema) });
export type ListStandardsResponse = z.infer<typeof ListStandardsResponseSchema>;
