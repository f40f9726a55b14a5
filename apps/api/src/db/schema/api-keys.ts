import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ApiKeyScope } from '@registry/contract/api-keys/api-keys-api';
import { companies, users } from './accounts';

/** A company's API keys (DESIGN.md 4.6, migration 0025): the SHA-256 of each, never the key. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The admin who created it: the key acts with this user's permits, narrowed to its scopes. */
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    scopes: jsonb('scopes').$type<ApiKeyScope[]>().notNull(),
    keyHash: text('key_hash').notNull().unique(),
    hint: text('hint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_company').on(t.companyId, t.id)],
);
