import { eq } from 'drizzle-orm';
import type { CompanyRequest } from '@registry/contract/company-links/company-request';
import { companies } from '../../db/schema/accounts';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import { describeRequests, requestsOf } from './company-request-view';
import { requireLinkMember } from './link-access';
import type { LinkContext } from './link-context';

export interface CompanyRequests {
  /** Sent by the company (the spec's name, verbatim). */
  companyReques: CompanyRequest[];
  /** Received by the company. */
  companyRequestCompany: CompanyRequest[];
}

async function listFor(ctx: LinkContext, companyId: number): Promise<CompanyRequests> {
  const requests = await requestsOf(ctx.db, companyId);
  const sent = requests.filter((request) => request.requesterCompanyId === companyId);
  const received = requests.filter((request) => request.targetCompanyId === companyId);
  return {
    companyReques: await describeRequests(ctx.db, ctx.lng, companyId, sent),
    companyRequestCompany: await describeRequests(ctx.db, ctx.lng, companyId, received),
  };
}

/** POST .../companyRequestMyCompany: the requests of the session's company. */
export async function listMyCompanyRequests({
  ctx,
  caller,
}: {
  ctx: LinkContext;
  caller: Caller;
}): Promise<CompanyRequests> {
  await requireLinkMember(ctx.db, caller, { administer: false });
  return listFor(ctx, caller.companyId);
}

/**
 * POST .../companyRequest {id}: the requests of a given company, for that
 * company itself and for certifiers; anyone else is refused (403) before the
 * id is looked up.
 */
export async function listCompanyRequests({
  ctx,
  caller,
  input,
}: {
  ctx: LinkContext;
  caller: Caller;
  input: { id: number };
}): Promise<CompanyRequests> {
  const isCertifier = caller.claims.typeAccount === 'certifier';
  if (input.id !== caller.companyId && !isCertifier) throw new DomainError('ERROR_FORBIDDEN', 403);
  await requireLinkMember(ctx.db, caller, { administer: false });
  const [company] = await ctx.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, input.id));
  if (!company) throw new DomainError('ERROR_LINK_COMPANY_NOT_FOUND', 404);
  return listFor(ctx, company.id);
}
