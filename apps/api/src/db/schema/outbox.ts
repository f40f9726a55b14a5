import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Effects that leave a request after its commit (decision 029): a row written
 * in the action's own transaction, sent by the dispatcher (modules/outbox),
 * retried with backoff until it is sent. Rows stay, so a restart loses nothing.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What to do with the payload (OUTBOX_KINDS in modules/outbox/outbox-kinds.ts). */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** Due from then; a claim moves it on by the lease, a failure by the backoff. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (table) => [
    index('outbox_due_idx')
      .on(table.nextAttemptAt, table.id)
      .where(sql`"sent_at" IS NULL`),
  ],
);
