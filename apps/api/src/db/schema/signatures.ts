import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ProjectDocumentType } from '@registry/contract/projects/project-enums';
import type { SignerRole } from '@registry/contract/projects/signatures';
import { companies, users } from './accounts';
import { projectDocuments, projects } from './projects';

export type SignatureRequestState = 'pending' | 'signed';

/**
 * A request to sign a project's document (DESIGN.md 4.2), mailed as the
 * one-time link /signature/{firm}/{projectId}/{userId}. Only the SHA-256 of
 * the token `firm` is kept; the link is spent once signed.
 */
export const signatureRequests = pgTable(
  'signature_requests',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    documentId: integer('document_id')
      .notNull()
      .references(() => projectDocuments.id),
    documentType: text('document_type').$type<ProjectDocumentType>().notNull(),
    signerUserId: integer('signer_user_id')
      .notNull()
      .references(() => users.id),
    signerCompanyId: integer('signer_company_id')
      .notNull()
      .references(() => companies.id),
    role: text('role').$type<SignerRole>().notNull(),
    state: text('state').$type<SignatureRequestState>().notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('signature_requests_project').on(t.projectId)],
);

/**
 * A kept signature: signer, time, the document's SHA-256 read from the stored
 * bytes, the consent text shown, the client address, and the registry's
 * Ed25519 signature over the record's canonical JSON (`recordJson`).
 */
export const signatureRecords = pgTable(
  'signature_records',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .unique()
      .references(() => signatureRequests.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    documentId: integer('document_id')
      .notNull()
      .references(() => projectDocuments.id),
    signerUserId: integer('signer_user_id')
      .notNull()
      .references(() => users.id),
    signerCompanyId: integer('signer_company_id')
      .notNull()
      .references(() => companies.id),
    role: text('role').$type<SignerRole>().notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    documentSha256: text('document_sha256').notNull(),
    consentText: text('consent_text').notNull(),
    clientAddress: text('client_address').notNull(),
    /** RFC 8785 canonical JSON of the record: exactly the bytes signed and hashed. */
    recordJson: text('record_json').notNull(),
    recordSha256: text('record_sha256').notNull(),
    /** Ed25519 over recordJson with the log's key, base64. */
    registrySignature: text('registry_signature').notNull(),
  },
  (t) => [index('signature_records_project').on(t.projectId)],
);
