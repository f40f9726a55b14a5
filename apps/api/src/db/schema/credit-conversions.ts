import {
  bigint,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OriginRegistry } from '@registry/contract/projects/credit-conversion';
import { companies, users } from './accounts';
import { uploads } from './files';
import { projects } from './projects';

/**
 * One vintage of a project converted from another registry (DESIGN.md 4.2
 * "Conversion"): the serial range cancelled in the registry of origin, its
 * quantity and the proof of the cancellation. `serialPrefix`, `startNumber`
 * and `endNumber` are the parsed serials (the text before the last run of
 * digits, and that run): the same registry and prefix may never hold two
 * overlapping ranges (checked under a lock in the saving transaction; the
 * unique index stops the same start twice).
 */
export const creditConversions = pgTable(
  'credit_conversions',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    originRegistry: text('origin_registry').$type<OriginRegistry>().notNull(),
    vintage: integer('vintage').notNull(),
    serialStart: text('serial_start').notNull(),
    serialEnd: text('serial_end').notNull(),
    serialPrefix: text('serial_prefix').notNull(),
    startNumber: bigint('start_number', { mode: 'bigint' }).notNull(),
    endNumber: bigint('end_number', { mode: 'bigint' }).notNull(),
    /** Tonnes of CO2e cancelled there (one credit a tonne). */
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    /** The proof of cancellation: a confirmed upload of module 'projects'. */
    proofUploadId: integer('proof_upload_id')
      .notNull()
      .references(() => uploads.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_conversions_project').on(t.projectId),
    uniqueIndex('credit_conversions_origin_start').on(
      t.originRegistry,
      t.serialPrefix,
      t.startNumber,
    ),
  ],
);
