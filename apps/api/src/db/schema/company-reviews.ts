import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ReviewAction } from '@registry/contract/administration/companies';
import { companies, users, type CompanyState } from './accounts';

/** The certifier's reviews of a company (DESIGN.md 4.1): who moved it from which state to which, and why. */
export const companyReviews = pgTable(
  'company_reviews',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    action: text('action').$type<ReviewAction>().notNull(),
    fromState: text('from_state').$type<CompanyState>().notNull(),
    toState: text('to_state').$type<CompanyState>().notNull(),
    reason: text('reason').notNull().default(''),
    reviewerUserId: integer('reviewer_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_reviews_company').on(t.companyId)],
);
