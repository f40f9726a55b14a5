import { z } from 'zod';

/** A numeric id in a path or query string ("12"); anything else is a 400 naming the field. */
export const ReferenceIdSchema = z.coerce.number().int().positive().max(2_147_483_647);
