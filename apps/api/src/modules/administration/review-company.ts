import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  ACTIONS_WITH_REASON,
  type AdminCompany,
  type ReviewAction,
} from '@registry/contract/administration/companies';
import { PERMITS_BY_ACCOUNT_TYPE, type AccountType } from '@registry/contract/auth/account-type';
import type { Db } from '../../db/client';
import { companies, userCompanies } from '../../db/schema/accounts';
import { companyReviews } from '../../db/schema/company-reviews';
import { DomainError } from '../../lib/domain-error';
import type { Mailer } from '../../lib/mailer';
import type { Caller } from '../../lib/caller';
import { ADMIN_COMPANY_COLUMNS, toAdminCompany } from './admin-company';
import { requireCertifier } from './certifier-access';
import { noticeReview } from './review-notices';
import { nextState } from './review-transitions';

export interface ReviewContext {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/**
 * POST /api/administration/companies/review: the certifier approves, rejects,
 * suspends or reinstates a company (DESIGN.md 4.1). One transaction locks the
 * company, checks the move (409 ERROR_COMPANY_STATE otherwise), writes the
 * state, its reason and a review row and, on approve and reinstate, gives every
 * membership without permits those of the company's account type: the
 * permits are read at each call, so its users see them at their next call.
 * After the commit the company's admins get a notification and a mail.
 */
export async function reviewCompany({
  ctx,
  caller,
  input,
}: {
  ctx: ReviewContext;
  caller: Caller;
  input: { companyId: number; action: ReviewAction; reason: string };
}): Promise<{ company: AdminCompany }> {
  requireCertifier(caller);
  const withReason = ACTIONS_WITH_REASON.includes(input.action);
  const reason = withReason ? input.reason : '';
  const company = await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ state: companies.state, typeAccount: companies.typeAccount })
      .from(companies)
      .where(eq(companies.id, input.companyId))
      .for('update');
    if (!current) throw new DomainError('ERROR_COMPANY_NOT_FOUND', 404);
    const toState = nextState(current.state, input.action);
    if (toState === null) {
      throw new DomainError('ERROR_COMPANY_STATE', 409, { state: current.state });
    }
    const [updated] = await tx
      .update(companies)
      .set({ state: toState, stateReason: withReason ? reason : null })
      .where(eq(companies.id, input.companyId))
      .returning(ADMIN_COMPANY_COLUMNS);
    await tx.insert(companyReviews).values({
      companyId: input.companyId,
      action: input.action,
      fromState: current.state,
      toState,
      reason,
      reviewerUserId: caller.userId,
    });
    if (toState === 'approved') {
      const permits = [...PERMITS_BY_ACCOUNT_TYPE[current.typeAccount as AccountType]];
      await tx
        .update(userCompanies)
        .set({ permits })
        .where(
          and(
            eq(userCompanies.companyId, input.companyId),
            sql`jsonb_array_length(${userCompanies.permits}) = 0`,
          ),
        );
      // The account opening fee (DESIGN.md 4.5), once per company, numbered in this transaction.
      await tx.execute(
        sql`select billing_raise(${input.companyId}, 'accountOpening', ${`company:${input.companyId}`}, null, now())`,
      );
    }
    // Stryker disable next-line ConditionalExpression: the row was locked above, so the update answers it
    if (!updated) throw new DomainError('ERROR_COMPANY_NOT_FOUND', 404);
    return toAdminCompany(updated);
  });
  try {
    await noticeReview(ctx, {
      companyId: company.id,
      companyName: company.name,
      action: input.action,
      reason,
    });
  } catch (error) {
    ctx.log.error({ err: error, companyId: company.id }, 'the notices of a company review failed');
  }
  return { company };
}
