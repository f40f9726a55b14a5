import { IdParamSchema } from '../common/ids';

/** A numeric id in a path or query string ("12"); anything else is a 400 naming the field. */
export const ReferenceIdSchema = IdParamSchema;
