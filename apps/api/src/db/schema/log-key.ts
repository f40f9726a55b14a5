import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The registry's one log signing key (DESIGN.md 4.3, decision 027): stored by
 * the first instance that starts, so an instance with another key refuses to
 * start and the checkpoints never alternate between keys. One row, append-only.
 */
export const logKey = pgTable(
  'log_key',
  {
    id: smallint('id').primaryKey().default(1),
    /** The checkpoints' origin (LOG_ORIGIN), the verifier key's name. */
    origin: text('origin').notNull(),
    /** Ed25519 public key, SPKI PEM. */
    publicKeyPem: text('public_key_pem').notNull(),
    /** The C2SP verifier key: origin+keyid+base64 key. */
    vkey: text('vkey').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('log_key_one_row', sql`${table.id} = 1`)],
);
