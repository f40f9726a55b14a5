import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The transparency log's events (DESIGN.md 4.3): writers insert a row in their
 * own transaction; the sequencer later gives it a leaf index. Minimal here: the
 * log module replaces this file.
 */
export const logEvents = pgTable(
  'log_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    /** JSON of the event's public data, keys sorted. */
    data: text('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    leafIndex: bigint('leaf_index', { mode: 'number' }),
  },
  (t) => [
    index('log_events_unsequenced')
      .on(t.id)
      .where(sql`leaf_index is null`),
  ],
);
