import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies, users } from './accounts';
import { projects } from './projects';

/** Where converted credits came from (DESIGN.md 4.2, conversion). */
export interface IssuanceOrigin {
  registry: string;
  serialStart: string;
  serialEnd: string;
}

/**
 * One issuance of a project's credits (DESIGN.md 4.3): it owns the kg serials
 * 1 .. quantity_kg, which its blocks partition.
 */
export const issuances = pgTable(
  'issuances',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    /** 1, 2, ... within the project: part of the human serial. */
    number: integer('number').notNull(),
    vintage: integer('vintage').notNull(),
    monitoringPeriod: integer('monitoring_period').notNull(),
    quantityKg: bigint('quantity_kg', { mode: 'number' }).notNull(),
    /** The share sent to the buffer pool, in basis points (1250 = 12.5 %). */
    bufferShareBp: integer('buffer_share_bp').notNull(),
    bufferKg: bigint('buffer_kg', { mode: 'number' }).notNull(),
    labels: jsonb('labels').$type<string[]>().notNull().default([]),
    origin: jsonb('origin').$type<IssuanceOrigin>(),
    issuedByCompanyId: integer('issued_by_company_id')
      .notNull()
      .references(() => companies.id),
    issuedBy: integer('issued_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('issuances_project_number').on(t.projectId, t.number),
    uniqueIndex('issuances_project_period_vintage').on(t.projectId, t.monitoringPeriod, t.vintage),
    // The public list's vintage facet and filter.
    index('issuances_vintage_project').on(t.vintage, t.projectId),
    check('issuances_quantity_whole_tonnes', sql`quantity_kg > 0 and quantity_kg % 1000 = 0`),
    check('issuances_buffer_share', sql`buffer_share_bp between 0 and 10000`),
  ],
);
