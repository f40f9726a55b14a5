import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type {
  Beneficiary,
  RetirementPurpose,
} from '@registry/contract/retirements/retirements-api';
import { companies, users } from './accounts';
import { blocks } from './blocks';
import { issuances } from './issuances';
import { logEvents } from './log';
import { movements } from './movements';
import { projects } from './projects';

/**
 * One row per retirement and its certificate (DESIGN.md 4.4, migration 0019):
 * append-only, written by the SQL function `ledger_retire` in the movement's
 * transaction. The salts open the commitments the log leaf holds.
 */
export const retirements = pgTable('retirements', {
  id: serial('id').primaryKey(),
  /** The certificate's public, unguessable id. */
  emitCertificationId: text('emit_certification_id').notNull().unique(),
  certificateNumber: text('certificate_number').notNull().unique(),
  certificateYear: integer('certificate_year').notNull(),
  certificateSequence: integer('certificate_sequence').notNull(),
  movementId: integer('movement_id')
    .notNull()
    .references(() => movements.id),
  /** The movement's leaf in the public log. */
  logEventId: bigint('log_event_id', { mode: 'number' })
    .notNull()
    .references(() => logEvents.id),
  /** The retired block. */
  blockId: integer('block_id')
    .notNull()
    .references(() => blocks.id),
  issuanceId: integer('issuance_id')
    .notNull()
    .references(() => issuances.id),
  projectId: integer('project_id')
    .notNull()
    .references(() => projects.id),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  quantityKg: bigint('quantity_kg', { mode: 'number' }).notNull(),
  isKg: boolean('is_kg').notNull(),
  beneficiary: jsonb('beneficiary').$type<Beneficiary>().notNull(),
  beneficiarySalt: text('beneficiary_salt').notNull(),
  beneficiaryCommitment: text('beneficiary_commitment').notNull(),
  purpose: text('purpose').$type<RetirementPurpose>().notNull(),
  usingEntity: text('using_entity').notNull(),
  isPublic: boolean('is_public').notNull(),
  publicNote: text('public_note').notNull(),
  noteSalt: text('note_salt').notNull(),
  noteCommitment: text('note_commitment').notNull(),
  observation: text('observation').notNull(),
  passiveSubjectCompanyId: integer('passive_subject_company_id').references(() => companies.id),
  fuel: text('fuel'),
  taxPeriod: text('tax_period'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** The last certificate number given in each year (migration 0019). */
export const certificateCounters = pgTable('certificate_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});
