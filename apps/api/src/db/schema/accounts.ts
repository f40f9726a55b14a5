import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Permit } from '@registry/contract/auth/account-type';
import type { Language } from '@registry/contract/common/language';
import { cities, countries, regions, standards, typeDocuments } from './reference';

export type CompanyState = 'pending' | 'approved' | 'rejected' | 'suspended';

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  /** The public platform id shown to users (platformId / companyId in the spec). */
  companyId: text('company_id').notNull().unique(),
  name: text('name').notNull(),
  typeAccount: text('type_account').notNull(),
  typeDocumentId: integer('type_document_id')
    .notNull()
    .references(() => typeDocuments.id),
  documentNumber: text('document_number').notNull(),
  verificationDigit: text('verification_digit').notNull().default(''),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
  regionId: integer('region_id')
    .notNull()
    .references(() => regions.id),
  cityId: integer('city_id')
    .notNull()
    .references(() => cities.id),
  address: text('address').notNull(),
  contactName: text('contact_name').notNull(),
  email: text('email').notNull(),
  phoneCode: text('phone_code').notNull(),
  phone: text('phone').notNull(),
  standardId: integer('standard_id').references(() => standards.id),
  passwordExpirationDays: integer('password_expiration_days').notNull().default(90),
  /** Minimum password length of the company's users (GET /api/company/data). */
  minCharactersPassword: integer('min_characters_password').notNull().default(10),
  updateBilling: integer('update_billing').notNull().default(0),
  updateDueDiligence: integer('update_due_diligence').notNull().default(0),
  acceptTerms: integer('accept_terms').notNull().default(0),
  acceptHabeas: integer('accept_habeas').notNull().default(0),
  /** Billing tab (My Company 2). */
  billingContactName: text('billing_contact_name').notNull().default(''),
  billingEmail: text('billing_email').notNull().default(''),
  specialConsiderations: text('special_considerations').notNull().default(''),
  /** Due diligence tab (My Company 3). */
  taxIdNumber: text('tax_id_number').notNull().default(''),
  originIncome: integer('origin_income').notNull().default(0),
  /**
   * The API token (hashId) a linked platform presents for this company; shown
   * with a copy button on the connectivity tab. Random, 32 bytes base64url.
   */
  apiToken: text('api_token').unique(),
  /**
   * The registry's review of the company (DESIGN.md 4.1). A suspended company
   * can log in and read, but no credits move out of or into its accounts.
   */
  state: text('state').$type<CompanyState>().notNull().default('pending'),
  /** Why the company was last rejected or suspended; null otherwise. */
  stateReason: text('state_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** Random public id of the user (userHash claim). */
  userHash: text('user_hash').notNull().unique(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  phone: text('phone').notNull().default(''),
  /** scrypt$N$r$p$salt$hash */
  passwordHash: text('password_hash'),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
    .notNull()
    .defaultNow(),
  active: integer('active').notNull().default(1),
  /** Set after 5 failed logins in 15 minutes; logins are refused until then. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The interface language the user last chose (lng at login and token refresh); null before. */
  language: text('language').$type<Language>(),
  languageChosenAt: timestamp('language_chosen_at', { withTimezone: true }),
});

/** Failed logins of a user; those of the last 15 minutes count towards the lockout. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_user_time').on(t.userId, t.createdAt)],
);

export type PasswordLinkPurpose = 'recovery' | 'invitation' | 'registration' | 'expiry';

/**
 * One-time links to /change-password-link/{idHash}/{codeHash}/{userIdHash}:
 * recovery, invitation of a new user, first password after registration, and
 * an expired password. The code is kept only as its SHA-256.
 */
export const passwordLinks = pgTable(
  'password_links',
  {
    id: serial('id').primaryKey(),
    idHash: text('id_hash').notNull().unique(),
    codeHash: text('code_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose').$type<PasswordLinkPurpose>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_links_user').on(t.userId)],
);

/** Captcha challenges already used (a challenge is single-use); kept until they expire. */
export const captchaUses = pgTable('captcha_uses', {
  challengeId: text('challenge_id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Membership of a user in a company, with the user's permits in that company. */
export const userCompanies = pgTable(
  'user_companies',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    isAdmin: integer('is_admin').notNull().default(0),
    isContact: integer('is_contact').notNull().default(0),
    active: integer('active').notNull().default(1),
    permits: jsonb('permits').$type<Permit[]>().notNull().default([]),
    /**
     * Set when the membership was granted through an accepted company link
     * (addUserCompany): the link's id. Such memberships end with the link.
     */
    viaRequestId: integer('via_request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] })],
);

/** Opaque refresh tokens, stored hashed, rotated on every use; a family is one login. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: text('family_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family').on(t.familyId)],
);

/** Messages for a user in a company (transfers received, reviews ...); the bell counts unread ones. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_company').on(t.userId, t.companyId)],
);
