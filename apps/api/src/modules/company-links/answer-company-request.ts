import { eq } from 'drizzle-orm';
import type { CompanyRequest } from '@registry/contract/company-links/company-request';
import { companyRequests } from '../../db/schema/company-profile';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import { describeRequest } from './company-request-view';
import { lockRequestForSide, requireLinkMember } from './link-access';
import type { LinkContext } from './link-context';

/**
 * The target company answers a pending request: accepted (1) or rejected (2).
 * Only the target may answer (the requester: 403), and only once (400).
 */
export async function answerCompanyRequest({
  ctx,
  caller,
  input,
}: {
  ctx: LinkContext;
  caller: Caller;
  input: { id: number; state: 1 | 2 };
}): Promise<{ companyRequest: CompanyRequest }> {
  return ctx.db.transaction(async (tx) => {
    await requireLinkMember(tx, caller, { administer: true });
    const request = await lockRequestForSide(tx, caller, input.id, 'target');
    if (request.state !== 0) throw new DomainError('ERROR_LINK_NOT_PENDING', 400);
    const [saved] = await tx
      .update(companyRequests)
      .set({ state: input.state, updatedAt: new Date() })
      .where(eq(companyRequests.id, request.id))
      .returning();
    return {
      companyRequest: await describeRequest(tx, ctx.lng, caller.companyId, saved ?? request),
    };
  });
}

/** POST .../acceptCompany {id}: the target company accepts a pending request (0 → 1). */
export function acceptCompanyRequest(args: {
  ctx: LinkContext;
  caller: Caller;
  input: { id: number };
}) {
  return answerCompanyRequest({ ...args, input: { id: args.input.id, state: 1 } });
}

/** POST .../rejectedCompany {id}: the target company rejects a pending request (0 → 2). */
export function rejectCompanyRequest(args: {
  ctx: LinkContext;
  caller: Caller;
  input: { id: number };
}) {
  return answerCompanyRequest({ ...args, input: { id: args.input.id, state: 2 } });
}
