import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { projects } from './projects';

/**
 * A public comment on a project in public comment (DESIGN.md 4.2), with the
 * developer's one answer. Kept for good: the certifier may only hide one,
 * with a reason that is shown in its place. The e-mail is never shown.
 */
export const projectComments = pgTable(
  'project_comments',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    organization: text('organization').notNull().default(''),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: integer('answered_by').references(() => users.id),
    answeredByCompanyId: integer('answered_by_company_id').references(() => companies.id),
    hiddenReason: text('hidden_reason'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: integer('hidden_by').references(() => users.id),
  },
  (t) => [index('project_comments_project').on(t.projectId, t.createdAt)],
);

export type CommentAttachmentState = 'issued' | 'confirmed' | 'rejected';

/**
 * The attachment of a public comment (DESIGN.md 4.2, migration 0018): an
 * upload slot issued logged out for a project open for comment (captcha, rate
 * limit, 10 MB), its file scanned on confirm, then claimed once by the comment
 * it goes with (comment_id). The route is unguessable and never shown.
 */
export const projectCommentAttachments = pgTable(
  'project_comment_attachments',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    /** Set when a comment claims the confirmed file, once. */
    commentId: integer('comment_id')
      .unique()
      .references(() => projectComments.id),
    /** Storage key of the file once clean: comments/{projectId}/{uuid}/{safe name}. */
    route: text('route').notNull().unique(),
    state: text('state').$type<CommentAttachmentState>().notNull().default('issued'),
    /** The name and type declared when the form was asked for (the scan checks the content). */
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    /** Measured on confirm. */
    size: bigint('size', { mode: 'number' }),
    md5: text('md5'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('project_comment_attachments_project').on(t.projectId),
    check('project_comment_attachments_state', sql`state in ('issued', 'confirmed', 'rejected')`),
    check(
      'project_comment_attachments_claimed_clean',
      sql`comment_id is null or state = 'confirmed'`,
    ),
  ],
);
