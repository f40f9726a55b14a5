import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { isNotNull } from 'drizzle-orm';
import { companies, users } from './accounts';

export type MovementKind =
  'issue' | 'transfer' | 'convertToKg' | 'retire' | 'lock' | 'unlock' | 'cancel' | 'reverse';

/** A block as a movement saw it. */
export interface BlockSnapshot {
  id: number;
  issuanceId: number;
  fromKg: number;
  toKg: number;
  accountId: number;
  status: string;
  divisible: boolean;
  parentId: number | null;
}

/** One row per ledger operation: who, what, the blocks before and after, why. */
export const movements = pgTable(
  'movements',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<MovementKind>().notNull(),
    issuanceId: integer('issuance_id').notNull(),
    quantityKg: bigint('quantity_kg', { mode: 'number' }).notNull(),
    fromAccountId: integer('from_account_id'),
    toAccountId: integer('to_account_id'),
    actorCompanyId: integer('actor_company_id').references(() => companies.id),
    actorUserId: integer('actor_user_id').references(() => users.id),
    before: jsonb('before').$type<BlockSnapshot[]>().notNull(),
    after: jsonb('after').$type<BlockSnapshot[]>().notNull(),
    reason: text('reason'),
    /** A reversal's movement: the one it reverses (migration 0012; each is reversed at most once). */
    reversesMovementId: integer('reverses_movement_id').references((): AnyPgColumn => movements.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('movements_issuance').on(t.issuanceId, t.id),
    // A company's history (transfers, historic): newest first by account.
    index('movements_from_account').on(t.fromAccountId, t.id),
    index('movements_to_account').on(t.toAccountId, t.id),
    uniqueIndex('movements_reversed_once')
      .on(t.reversesMovementId)
      .where(isNotNull(t.reversesMovementId)),
  ],
);
