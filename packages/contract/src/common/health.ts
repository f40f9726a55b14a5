import { z } from 'zod';
import { envelopeWith } from './envelope';

export const HealthResponseSchema = envelopeWith({
  database: z.enum(['up', 'down']),
  driver: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
