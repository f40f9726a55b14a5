import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
