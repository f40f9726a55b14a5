import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies } from '../db/schema/accounts';
import { seedDemo, type SeedDemoOptions, type SeededDemo } from './demo';
import { seedReference } from '../db/seed/reference';

/**
 * Reference data always; the demo registry when the database has no company
 * yet (with its document files when a storage is given); a fresh demo answers
 * its API key's value, for the start-up log, once. `accounts` is the
 * demo's companies and users without its projects, for tests that count them.
 */
export async function seedDatabase(
  db: Db,
  mode: 'demo' | 'accounts' | 'none',
  options: SeedDemoOptions = {},
): Promise<SeededDemo> {
  await seedReference(db);
  if (mode === 'none') return {};
  const [row] = await db.select({ n: count() }).from(companies);
  if ((row?.n ?? 0) > 0) return {};
  return seedDemo(db, mode === 'accounts' ? { ...options, projects: false } : options);
}
