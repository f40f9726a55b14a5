import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { typeDocumentCompanies } from './reference';

export type UploadModule = 'companies' | 'projects';
export type UploadFileType = 'document' | 'logo';
export type UploadState = 'issued' | 'confirmed' | 'rejected';

/**
 * An upload slot: the storage key handed out with a presigned form
 * (POST /api/platform/file/upload-url), confirmed once the file is there.
 * Only the company that asked may confirm it, once, before it expires.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    /** Storage key (route) of the object, unguessable. */
    route: text('route').notNull().unique(),
    module: text('module').$type<UploadModule>().notNull(),
    fileType: text('file_type').$type<UploadFileType>().notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    state: text('state').$type<UploadState>().notNull().default('issued'),
    /** Set on confirm, after the scan: what the browser said and what the server measured. */
    fileName: text('file_name'),
    time: text('time'),
    md5: text('md5'),
    size: bigint('size', { mode: 'number' }),
    contentType: text('content_type'),
    /**
     * Whether anyone may have a link to the file, logged out
     * (GET /api/platform/file/urlpublic/{id}): a public project document, say.
     * Company documents and logos never are.
     */
    isPublic: boolean('is_public').notNull().default(false),
    /** Set when a save attached the confirmed file to a document or logo (once). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_company').on(t.companyId)],
);

/**
 * A company's documents (billing and due diligence). The latest version of a
 * single-file type has last = true; older ones are its history (last = false).
 */
export const companyDocuments = pgTable(
  'company_documents',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    typeDocumentCompanyId: integer('type_document_company_id')
      .notNull()
      .references(() => typeDocumentCompanies.id),
    fileName: text('file_name').notNull(),
    route: text('route').notNull(),
    /** Upload time the browser reported (ms since epoch, as text like the spec's "time"). */
    time: text('time').notNull(),
    md5: text('md5').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    last: boolean('last').notNull().default(true),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_documents_company_type').on(t.companyId, t.typeDocumentCompanyId)],
);

/** A company's logo versions; the current one has last = true. */
export const companyMedia = pgTable(
  'company_media',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    fileName: text('file_name').notNull(),
    route: text('route').notNull(),
    time: text('time').notNull(),
    md5: text('md5').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    last: boolean('last').notNull().default(true),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_media_company').on(t.companyId)],
);
