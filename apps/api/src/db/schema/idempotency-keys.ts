import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './accounts';

/**
 * The first answer to a POST with an Idempotency-Key (DESIGN.md 4.3), kept 24
 * hours; a key is its caller's own: the company and the owner, `user:<id>`
 * (an API key will own its keys under its own prefix; decision 029).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** Who sent it: `user:<id>` (ownerOf in modules/ledger/idempotency.ts). */
    owner: text('owner').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the route and the body. */
    requestHash: text('request_hash').notNull(),
    answer: jsonb('answer').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.owner, t.key] })],
);
