import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { issuances } from './issuances';
import { ledgerAccounts } from './ledger-accounts';

export type BlockStatus = 'active' | 'retired' | 'cancelled' | 'locked';

/**
 * A contiguous range [from_kg, to_kg] of one issuance's kg serials, held by one
 * account (DESIGN.md 4.3). A split shrinks the block and makes a new one whose
 * parent it is. Retired and cancelled blocks never change (a trigger refuses it).
 */
export const blocks = pgTable(
  'blocks',
  {
    id: serial('id').primaryKey(),
    issuanceId: integer('issuance_id')
      .notNull()
      .references(() => issuances.id),
    fromKg: bigint('from_kg', { mode: 'number' }).notNull(),
    toKg: bigint('to_kg', { mode: 'number' }).notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    status: text('status').$type<BlockStatus>().notNull().default('active'),
    divisible: boolean('divisible').notNull().default(false),
    parentId: integer('parent_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('blocks_account').on(t.accountId),
    index('blocks_issuance').on(t.issuanceId, t.fromKg),
    check('blocks_range', sql`from_kg >= 1 and to_kg >= from_kg`),
    check('blocks_status', sql`status in ('active', 'retired', 'cancelled', 'locked')`),
  ],
);
