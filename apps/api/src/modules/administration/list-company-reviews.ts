import { desc, eq } from 'drizzle-orm';
import type { CompanyReview } from '@registry/contract/administration/companies';
import type { Db } from '../../db/client';
import { companies, users } from '../../db/schema/accounts';
import { companyReviews } from '../../db/schema/company-reviews';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';

/**
 * GET /api/administration/companies/{id}/reviews: the company's reviews,
 * newest first, with the reviewer's name; for the certifier or the company's
 * own users (403 for anyone else, 404 for no such company).
 */
export async function listCompanyReviews({
  ctx,
  caller,
  input,
}: {
  ctx: { db: Db };
  caller: Caller;
  input: { id: number };
}): Promise<{ reviews: CompanyReview[] }> {
  if (caller.claims.typeAccount !== 'certifier' && caller.companyId !== input.id) {
    throw new DomainError('ERROR_FORBIDDEN', 403);
  }
  const [company] = await ctx.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, input.id));
  if (!company) throw new DomainError('ERROR_COMPANY_NOT_FOUND', 404);
  const rows = await ctx.db
    .select({
      id: companyReviews.id,
      action: companyReviews.action,
      fromState: companyReviews.fromState,
      toState: companyReviews.toState,
      reason: companyReviews.reason,
      reviewerName: users.name,
      createdAt: companyReviews.createdAt,
    })
    .from(companyReviews)
    .innerJoin(users, eq(users.id, companyReviews.reviewerUserId))
    .where(eq(companyReviews.companyId, input.id))
    .orderBy(desc(companyReviews.createdAt), desc(companyReviews.id));
  return { reviews: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}
