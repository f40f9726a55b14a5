import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` column: ids and counts never pass it. */
export const INT4_MAX = 2_147_483_647;

/** A row id in a JSON body: a positive whole number a PostgreSQL `integer` holds. */
export const IdSchema = z.number().int().positive().max(INT4_MAX);

/** A row id in a path or query string ("42"), read as a number and bounded as IdSchema. */
export const IdParamSchema = z.coerce.number().int().positive().max(INT4_MAX);

/** A count, page number or size from a caller: a whole number from `min` to `max`. */
export function countSchema(min: number, max: number) {
  return z.number().int().min(min).max(Math.min(max, INT4_MAX));
}
