import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { PublicProjectSort } from '@registry/contract/projects/public-projects';
import { projects } from '../../db/schema/projects';
import { DomainError } from '../../lib/domain-error';

/**
 * Keyset paging of the public list: each sort is a key plus the id as a tie
 * breaker, and the cursor is the last row's (key, id), base64url JSON. The
 * key of "newest" is read as text from the database, so the cursor keeps the
 * timestamp's microseconds and no row is skipped or repeated.
 */
export const SORT_KEYS: Record<PublicProjectSort, { key: SQL<string>; descending: boolean }> = {
  name: { key: sql<string>`lower(${projects.name})`, descending: false },
  code: { key: sql<string>`coalesce(${projects.code}, '')`, descending: false },
  newest: {
    key: sql<string>`coalesce(${projects.submittedAt}, ${projects.createdAt})::text`,
    descending: true,
  },
};

const CursorSchema = z.object({
  s: z.enum(['name', 'code', 'newest']),
  k: z.string().max(300),
  i: z.number().int().positive().max(2_147_483_647),
});
type Cursor = z.infer<typeof CursorSchema>;

/** A PostgreSQL timestamptz as text: what the newest sort's cursor holds. */
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

export function encodeCursor(sort: PublicProjectSort, key: string, id: number): string {
  return Buffer.from(JSON.stringify({ s: sort, k: key, i: id } satisfies Cursor)).toString(
    'base64url',
  );
}

/** The cursor read back; a cursor of another sort or one that does not parse is a 400. */
export function decodeCursor(cursor: string, sort: PublicProjectSort): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new DomainError('ERROR_PUBLIC_PROJECTS_CURSOR', 400);
  }
  const result = CursorSchema.safeParse(parsed);
  if (!result.success || result.data.s !== sort) {
    throw new DomainError('ERROR_PUBLIC_PROJECTS_CURSOR', 400);
  }
  if (sort === 'newest' && !TIMESTAMP_TEXT.test(result.data.k)) {
    throw new DomainError('ERROR_PUBLIC_PROJECTS_CURSOR', 400);
  }
  return result.data;
}

/** The rows after the cursor in the sort's order. */
export function afterCursor(cursor: Cursor): SQL {
  if (cursor.s === 'newest') {
    return sql`(coalesce(${projects.submittedAt}, ${projects.createdAt}), ${projects.id}) < (${cursor.k}::timestamptz, ${cursor.i})`;
  }
  return sql`(${SORT_KEYS[cursor.s].key}, ${projects.id}) > (${cursor.k}, ${cursor.i})`;
}

/** ORDER BY of a sort. */
export function sortOrder(sort: PublicProjectSort): SQL[] {
  if (sort === 'newest') {
    return [
      sql`coalesce(${projects.submittedAt}, ${projects.createdAt}) desc`,
      sql`${projects.id} desc`,
    ];
  }
  return [sql`${SORT_KEYS[sort].key} asc`, sql`${projects.id} asc`];
}
