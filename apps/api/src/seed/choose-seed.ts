export const SEED_MODES = ['demo', 'none'] as const;
export type SeedMode = (typeof SEED_MODES)[number];

/**
 * What an empty database is seeded with. SEED decides when it is set; unset,
 * the embedded database (a trial on one machine) gets the demo registry and a
 * PostgreSQL server (DATABASE_URL: a real registry) only the reference data,
 * so that no login with a published password appears by default.
 */
export function chooseSeed(seed: SeedMode | undefined, databaseUrl: string): SeedMode {
  if (seed) return seed;
  return databaseUrl ? 'none' : 'demo';
}
