import { integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { MarketId } from '@registry/contract/markets/markets';
import { companies, users } from './accounts';

/** A company's account on each external market (DESIGN.md 4.6, migration 0028). */
export const marketAccounts = pgTable(
  'market_accounts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    market: text('market').$type<MarketId>().notNull(),
    /** As the market writes it (market-account-id.ts normalizes it). */
    accountId: text('account_id').notNull(),
    linkedBy: integer('linked_by')
      .notNull()
      .references(() => users.id),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('market_accounts_company_market').on(table.companyId, table.market),
    unique('market_accounts_account').on(table.market, table.accountId),
  ],
);
