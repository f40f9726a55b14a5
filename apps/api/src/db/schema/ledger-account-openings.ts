import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ledgerAccounts } from './ledger-accounts';
import { movements } from './movements';

/**
 * The openings of the account commitments in the public log's ledger leaves
 * (DESIGN.md 4.3, decision 028, migration 0014): one row per block a leaf
 * writes, with the fresh salt; commitment = hex(SHA-256(UTF-8
 * "<accountId>:<saltHex>")). Private: a company downloads its own.
 */
export const ledgerAccountOpenings = pgTable(
  'ledger_account_openings',
  {
    id: serial('id').primaryKey(),
    movementId: integer('movement_id')
      .notNull()
      .references(() => movements.id),
    blockId: integer('block_id').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** 16 random bytes as 32 lowercase hex characters. */
    saltHex: text('salt_hex').notNull(),
    /** 64 lowercase hex characters: what the leaf shows as the block's `account`. */
    commitment: text('commitment').notNull(),
  },
  (t) => [
    index('ledger_account_openings_block').on(t.blockId, t.id),
    index('ledger_account_openings_account').on(t.accountId, t.id),
    check('ledger_account_openings_salt', sql`salt_hex ~ '^[0-9a-f]{32}$'`),
    check('ledger_account_openings_commitment', sql`commitment ~ '^[0-9a-f]{64}$'`),
  ],
);
