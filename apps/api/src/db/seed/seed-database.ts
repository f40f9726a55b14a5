import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { companies } from '../schema/accounts';
import { seedDemo, type SeedDemoOptions } from './demo';
import { seedReference } from './reference';

/**
 * Reference data always; the demo registry when the database has no company
 * yet (with its document files when a storage is given).
 */
export async function seedDatabase(
  db: Db,
  mode: 'demo' | 'none',
  options: SeedDemoOptions = {},
): Promise<void> {
  await seedReference(db);
  if (mode === 'none') return;
  const [row] = await db.select({ n: count() }).from(companies);
  if ((row?.n ?? 0) === 0) await seedDemo(db, options);
}
