import {
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from './localized';

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  /** ISO 3166-1 alpha-2 */
  code: text('code').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  /** Grouping pattern of document numbers: '#' is one character, '.' a separator (spec section 5). */
  formatDocumentNumber: text('format_document_number').notNull(),
  /** Pattern of a mobile number without the country code: '#' is one digit. */
  formatCellPhone: text('format_cell_phone').notNull(),
  /** International dialling code, '+' and up to three digits. */
  phoneCode: text('phone_code').notNull(),
  active: boolean('active').notNull().default(true),
});

export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    /** ISO 3166-2 subdivision code */
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('regions_country_code').on(t.countryId, t.code)],
);

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  regionId: integer('region_id')
    .notNull()
    .references(() => regions.id),
  name: text('name').notNull(),
});

export const typeDocuments = pgTable(
  'type_documents',
  {
    id: serial('id').primaryKey(),
    /** null: a document type valid in every country (passport, foreign id) */
    countryId: integer('country_id').references(() => countries.id),
    code: text('code').notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    isVerificationDigit: boolean('is_verification_digit').notNull().default(false),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('type_documents_country_code').on(t.countryId, t.code)],
);

export const typeAccounts = pgTable('type_accounts', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  alternativeText: jsonb('alternative_text').$type<LocalizedText>().notNull(),
  active: boolean('active').notNull().default(true),
});

export const standards = pgTable('standards', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  description: text('description').notNull(),
  standardUrl: text('standard_url').notNull(),
  otherDescription: jsonb('other_description').$type<LocalizedText>().notNull(),
  active: boolean('active').notNull().default(true),
});

export const termsConditions = pgTable(
  'terms_conditions',
  {
    id: serial('id').primaryKey(),
    /** 'terms' (terms and conditions) or 'habeas' (personal-data handling) */
    kind: text('kind').notNull(),
    version: integer('version').notNull().default(1),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    /** Rich text (a safe subset of HTML), per language */
    terms: jsonb('terms').$type<LocalizedText>().notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('terms_kind_version').on(t.kind, t.version)],
);

export const typeDocumentCompanies = pgTable('type_document_companies', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  helper: jsonb('helper').$type<LocalizedText>().notNull(),
  isBilling: integer('is_billing').notNull().default(0),
  isRequired: integer('is_required').notNull().default(0),
  /** 0 = a single file, otherwise several */
  multiple: integer('multiple').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  lng: text('lng').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
