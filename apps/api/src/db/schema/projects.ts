import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  bigint,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type {
  CorrespondingAdjustment,
  ProjectAction,
  ProjectDocumentType,
  ProjectSector,
  ProjectState,
  ProjectType,
} from '@registry/contract/projects/project-enums';
import type { ProjectArea } from '@registry/contract/projects/project-fields';
import { companies, users } from './accounts';
import { cities, countries, regions, standards } from './reference';
import type { LocalizedText } from './localized';

/** The seeded methodologies of each standard (VM0007, AMS-I.D., ...; DESIGN.md 4.2). */
export const methodologies = pgTable(
  'methodologies',
  {
    id: serial('id').primaryKey(),
    standardId: integer('standard_id')
      .notNull()
      .references(() => standards.id),
    code: text('code').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('methodologies_standard_code').on(t.standardId, t.code)],
);

/**
 * A project (DESIGN.md 4.2). Every field a developer fills may be empty while
 * it is a draft; a submission needs them all. `code` is set on the first
 * submission and never reused.
 */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    code: text('code').unique(),
    name: text('name').notNull(),
    state: text('state').$type<ProjectState>().notNull().default('draft'),
    /** The state a suspension came from: where resume goes back to. */
    suspendedFrom: text('suspended_from').$type<ProjectState>(),
    standardId: integer('standard_id').references(() => standards.id),
    methodologyId: integer('methodology_id').references(() => methodologies.id),
    sector: text('sector').$type<ProjectSector>(),
    type: text('type').$type<ProjectType>(),
    descriptions: jsonb('descriptions')
      .$type<LocalizedText>()
      .notNull()
      .default({ es: '', en: '', pt: '' }),
    sdgs: integer('sdgs').array().notNull().default([]),
    countryId: integer('country_id').references(() => countries.id),
    regionId: integer('region_id').references(() => regions.id),
    cityId: integer('city_id').references(() => cities.id),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    area: jsonb('area').$type<ProjectArea>(),
    areaHectares: doublePrecision('area_hectares'),
    developerCompanyId: integer('developer_company_id').references(() => companies.id),
    ownerCompanyId: integer('owner_company_id').references(() => companies.id),
    certifierCompanyId: integer('certifier_company_id').references(() => companies.id),
    ovvCompanyId: integer('ovv_company_id').references(() => companies.id),
    creditingStart: date('crediting_start', { mode: 'string' }),
    creditingEnd: date('crediting_end', { mode: 'string' }),
    /** Whole tonnes of CO2e a year. */
    estimatedAnnualReductions: integer('estimated_annual_reductions'),
    isCcpApproved: boolean('is_ccp_approved').notNull().default(false),
    isCorsiaEligible: boolean('is_corsia_eligible').notNull().default(false),
    isArticle6Authorized: boolean('is_article6_authorized').notNull().default(false),
    correspondingAdjustment: text('corresponding_adjustment')
      .$type<CorrespondingAdjustment>()
      .notNull()
      .default('notRequired'),
    /** Converted from another registry (/new-project-conversion): where it came from. */
    isConversion: boolean('is_conversion').notNull().default(false),
    originRegistry: text('origin_registry'),
    originProjectId: text('origin_project_id'),
    originProjectUrl: text('origin_project_url'),
    /** The last day of public comment (openPublicComment). */
    publicCommentEndsOn: date('public_comment_ends_on', { mode: 'string' }),
    /** The monitoring period under verification or last certified. */
    currentPeriod: integer('current_period'),
    /**
     * Name, code and descriptions in every language, lower case without
     * accents (modules/projects/project-search-text.ts): what the public
     * list's full-text search reads. Kept by every save and submission.
     */
    searchText: text('search_text').notNull().default(''),
    /** The company whose user created the project. */
    createdByCompanyId: integer('created_by_company_id')
      .notNull()
      .references(() => companies.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_state').on(t.state),
    index('projects_developer').on(t.developerCompanyId),
    index('projects_owner').on(t.ownerCompanyId),
    index('projects_certifier').on(t.certifierCompanyId),
    index('projects_ovv').on(t.ovvCompanyId),
    // The public list (DESIGN.md 4.2, 7): its search words by trigram, each
    // sort's keyset order, and the facet columns for index-only counts.
    index('projects_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
    index('projects_name_sort').on(sql`lower(${t.name})`, t.id),
    index('projects_code_sort').on(sql`coalesce(${t.code}, '')`, t.id),
    index('projects_newest_sort').on(
      sql`coalesce(${t.submittedAt}, ${t.createdAt}) desc`,
      sql`${t.id} desc`,
    ),
    index('projects_public_facets').on(
      t.state,
      t.standardId,
      t.countryId,
      t.methodologyId,
      t.sector,
      t.type,
      t.isCcpApproved,
      t.isCorsiaEligible,
      t.isArticle6Authorized,
    ),
  ],
);

/** The last sequence number of the registry codes of a standard and country (never reused). */
export const projectCodeCounters = pgTable(
  'project_code_counters',
  {
    standardId: integer('standard_id')
      .notNull()
      .references(() => standards.id),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    last: integer('last').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.standardId, t.countryId] })],
);

/** One row per move of the lifecycle: who, when, from, to, why (the page's timeline). */
export const projectEvents = pgTable(
  'project_events',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    action: text('action').$type<ProjectAction | 'create'>().notNull(),
    fromState: text('from_state').$type<ProjectState>(),
    toState: text('to_state').$type<ProjectState>().notNull(),
    reason: text('reason'),
    /** Null for the automatic moves (end of public comment, end of crediting). */
    userId: integer('user_id').references(() => users.id),
    companyId: integer('company_id').references(() => companies.id),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_events_project').on(t.projectId, t.id)],
);

/** A document of a project; a replaced one stays with `last` false. */
export const projectDocuments = pgTable(
  'project_documents',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    documentType: text('document_type').$type<ProjectDocumentType>().notNull(),
    period: integer('period'),
    isPublic: boolean('is_public').notNull().default(false),
    fileName: text('file_name').notNull(),
    route: text('route').notNull(),
    time: text('time').notNull(),
    md5: text('md5').notNull(),
    /** Computed by the server from the stored bytes: what a signature signs. */
    sha256: text('sha256').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    last: boolean('last').notNull().default(true),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    companyId: integer('company_id').references(() => companies.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_documents_project').on(t.projectId)],
);

/**
 * The correction history (/correction-history/{projectId}): from the first
 * submission on, every change of a field, with the reason given on save.
 */
export const projectCorrections = pgTable(
  'project_corrections',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    field: text('field').notNull(),
    oldValue: jsonb('old_value').$type<unknown>(),
    newValue: jsonb('new_value').$type<unknown>(),
    reason: text('reason').notNull(),
    /** Whether the field shows on the public page (private documents do not). */
    isPublic: boolean('is_public').notNull().default(true),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_corrections_project').on(t.projectId, t.id)],
);
