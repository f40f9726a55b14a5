import {
  bigint,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type {
  MoveDirection,
  MoveFailure,
  MoveState,
} from '@registry/contract/markets/market-moves-api';
import type { MarketId } from '@registry/contract/markets/markets';
import { companies, users } from './accounts';
import { blocks } from './blocks';
import { ledgerAccounts } from './ledger-accounts';
import { movements } from './movements';

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

/** A move of credits to or from a market (DESIGN.md 4.6, migration 0029). */
export const marketMoves = pgTable('market_moves', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  market: text('market').$type<MarketId>().notNull(),
  direction: text('direction').$type<MoveDirection>().notNull(),
  state: text('state').$type<MoveState>().notNull().default('pending'),
  /** The block in escrow: the one a move in locked, or the holding a move out releases from. */
  blockId: integer('block_id')
    .notNull()
    .references(() => blocks.id),
  quantityKg: bigint('quantity_kg', { mode: 'number' }).notNull(),
  /** The human serial of what moved (a move out's, once released: the released range). */
  serial: text('serial').notNull(),
  /** A move in's: the account the credits came from, where a failure returns them. */
  fromAccountId: integer('from_account_id').references(() => ledgerAccounts.id),
  /** The company's account on the market when it asked. */
  marketAccountId: text('market_account_id').notNull(),
  lockMovementId: integer('lock_movement_id').references(() => movements.id),
  releaseMovementId: integer('release_movement_id').references(() => movements.id),
  reference: text('reference'),
  failure: text('failure').$type<MoveFailure>(),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
  requestedBy: integer('requested_by')
    .notNull()
    .references(() => users.id),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
});

/** What the sandbox markets were asked: their side of the wire (market-sandbox.ts). */
export const marketSandboxOperations = pgTable(
  'market_sandbox_operations',
  {
    market: text('market').$type<MarketId>().notNull(),
    operationKey: text('operation_key').notNull(),
    kind: text('kind').$type<'deposit' | 'withdrawal'>().notNull(),
    accountId: text('account_id').notNull(),
    serial: text('serial').notNull(),
    quantityKg: bigint('quantity_kg', { mode: 'number' }).notNull(),
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.market, table.operationKey] })],
);
