import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { CompanyRequest } from '@registry/contract/company-links/company-request';
import { companies } from '../../db/schema/accounts';
import { companyRequests } from '../../db/schema/company-profile';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import { describeRequest } from './company-request-view';
import { requireLinkMember } from './link-access';
import type { LinkContext } from './link-context';

/**
 * POST /api/platform/companiesRequestCompaniesPermit/ (add): the caller's
 * company asks the chosen company for a connection (state 0). A request
 * between the two that is pending or accepted, in either direction, refuses;
 * a rejected request of the caller is asked again.
 */
export async function addCompanyRequest({
  ctx,
  caller,
  input,
}: {
  ctx: LinkContext;
  caller: Caller;
  input: { id: number };
}): Promise<{ companyRequest: CompanyRequest }> {
  if (input.id === caller.companyId) throw new DomainError('ERROR_LINK_OWN_COMPANY', 400);
  return ctx.db.transaction(async (tx) => {
    await requireLinkMember(tx, caller, { administer: true });
    // Locks both companies' rows (in id order), so two requests between the pair, in
    // either direction, wait for each other instead of both being created.
    const pair = await tx
      .select()
      .from(companies)
      .where(inArray(companies.id, [caller.companyId, input.id]))
      .orderBy(asc(companies.id))
      .for('update');
    const target = pair.find((company) => company.id === input.id);
    if (!target) throw new DomainError('ERROR_LINK_COMPANY_NOT_FOUND', 404);
    const existing = await tx
      .select()
      .from(companyRequests)
      .where(
        or(
          and(
            eq(companyRequests.requesterCompanyId, caller.companyId),
            eq(companyRequests.targetCompanyId, target.id),
          ),
          and(
            eq(companyRequests.requesterCompanyId, target.id),
            eq(companyRequests.targetCompanyId, caller.companyId),
          ),
        ),
      )
      .for('update');
    if (existing.some((request) => request.state !== 2)) {
      throw new DomainError('ERROR_LINK_EXISTS', 400, { name: target.name });
    }
    const own = existing.find((request) => request.requesterCompanyId === caller.companyId);
    const [saved] = own
      ? await tx
          .update(companyRequests)
          .set({ state: 0, updatedAt: new Date() })
          .where(eq(companyRequests.id, own.id))
          .returning()
      : await tx
          .insert(companyRequests)
          .values({ requesterCompanyId: caller.companyId, targetCompanyId: target.id, state: 0 })
          .returning();
    if (!saved) throw new Error('the company request was not saved');
    return { companyRequest: await describeRequest(tx, ctx.lng, caller.companyId, saved) };
  });
}
