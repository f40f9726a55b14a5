import { z } from 'zod';
import { envelopeWith } from './envelope';

export const HealthResponseSchema = envelopeWith({
  database: z.enum(['up', 'down']),
  driver: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/**
 * GET /api/health/ready: 200 when the database answers and the last
 * reconciliation of this instance found the database as its log says; 503
 * otherwise, until a later reconciliation passes (DESIGN.md 4.3).
 */
export const ReadyResponseSchema = envelopeWith({
  database: z.enum(['up', 'down']),
  reconciliation: z.object({
    /** When this instance last reconciled the database with its log; null before the first run. */
    checkedAt: z.string().nullable(),
    /** What the last run found different (the log names each). */
    differenceCount: z.number().int().min(0),
    /** Differences found since the instance started: a counter that only grows. */
    differencesFound: z.number().int().min(0),
  }),
});
export type ReadyResponse = z.infer<typeof ReadyResponseSchema>;
