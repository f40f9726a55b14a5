import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './accounts';

/** main: a company's account; sub: its named sub-accounts; the rest belong to the registry. */
export type LedgerAccountKind = 'main' | 'sub' | 'buffer' | 'cancellation' | 'escrow';

/**
 * The ledger's accounts (DESIGN.md 4.3): each company's main account (made on
 * its first credit), its sub-accounts (open until closed empty), and the
 * registry's system accounts (the buffer pool, cancellations, one escrow per
 * external market).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    /** The holder; null for the registry's system accounts. */
    companyId: integer('company_id').references(() => companies.id),
    name: text('name').notNull().default(''),
    isOpen: boolean('is_open').notNull().default(true),
    /** The external market of an escrow account. */
    market: text('market'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_accounts_company').on(t.companyId),
    uniqueIndex('ledger_accounts_one_main')
      .on(t.companyId)
      .where(sql`kind = 'main'`),
    uniqueIndex('ledger_accounts_one_system')
      .on(t.kind)
      .where(sql`kind in ('buffer', 'cancellation')`),
    uniqueIndex('ledger_accounts_one_escrow')
      .on(t.market)
      .where(sql`kind = 'escrow'`),
  ],
);
