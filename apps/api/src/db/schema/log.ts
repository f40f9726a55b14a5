import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The public transparency log (DESIGN.md 4.3, decision 025). Writers insert
 * events; the sequencer alone gives them a leaf index, stores the hashes of
 * the complete subtrees they make, and signs a checkpoint.
 */
export const logEvents = pgTable(
  'log_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    /** The leaf: RFC 8785 canonical JSON, exactly the bytes hashed. */
    data: text('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null until the sequencer appends the event to the tree. */
    leafIndex: bigint('leaf_index', { mode: 'number' }).unique(),
  },
  (table) => [
    index('log_events_unsequenced_idx')
      .on(table.id)
      .where(sql`leaf_index is null`),
  ],
);

/** Hashes of complete subtrees: level 0 holds the leaf hashes, level l covers 2^l leaves. */
export const logNodes = pgTable(
  'log_nodes',
  {
    level: integer('level').notNull(),
    index: bigint('index', { mode: 'number' }).notNull(),
    /** SHA-256, lowercase hex. */
    hash: text('hash').notNull(),
  },
  (table) => [primaryKey({ columns: [table.level, table.index] })],
);

export const logCheckpoints = pgTable('log_checkpoints', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  size: bigint('size', { mode: 'number' }).notNull().unique(),
  /** SHA-256 root, lowercase hex. */
  rootHash: text('root_hash').notNull(),
  /** The signed C2SP note as served. */
  note: text('note').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
