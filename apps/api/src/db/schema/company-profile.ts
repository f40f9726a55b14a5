import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './accounts';
import type { LocalizedText } from './localized';
import { countries, typeDocuments } from './reference';

export type CompanyPersonRole = 'ceo' | 'shareholder';

/** Chief executives and shareholders of a company (due diligence tab). */
export const companyPeople = pgTable(
  'company_people',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    role: text('role').$type<CompanyPersonRole>().notNull(),
    name: text('name').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    typeDocumentId: integer('type_document_id')
      .notNull()
      .references(() => typeDocuments.id),
    documentNumber: text('document_number').notNull(),
    verificationDigit: text('verification_digit').notNull().default(''),
    /** Order in which they were added. */
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('company_people_unique_document').on(
      t.companyId,
      t.role,
      t.typeDocumentId,
      t.documentNumber,
    ),
  ],
);

/** The due-diligence survey's questions (GET /api/company/survey-due-diligence). */
export const surveys = pgTable('surveys', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/** A company's answer to one survey question: yes/no and free text. */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id),
    selection: boolean('selection').notNull(),
    response: text('response').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.surveyId] })],
);

/** 0 pending, 1 accepted, 2 rejected (spec section 4: "another value"). */
export type CompanyRequestState = 0 | 1 | 2;

/**
 * A connection request from one company (requester) to another (target).
 * Once accepted, each side may read the other's data and files, and the
 * requester may grant the target's active users access to itself.
 */
export const companyRequests = pgTable(
  'company_requests',
  {
    id: serial('id').primaryKey(),
    requesterCompanyId: integer('requester_company_id')
      .notNull()
      .references(() => companies.id),
    targetCompanyId: integer('target_company_id')
      .notNull()
      .references(() => companies.id),
    state: integer('state').$type<CompanyRequestState>().notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_requests_pair').on(t.requesterCompanyId, t.targetCompanyId),
    index('company_requests_target').on(t.targetCompanyId),
  ],
);
