import { and, eq } from 'drizzle-orm';
import { userCompanies } from '../../db/schema/accounts';
import { companyRequests } from '../../db/schema/company-profile';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import { companyName } from './company-request-view';
import {
  lockRequestForSide,
  otherCompanyId,
  requireLinkMember,
  revokeCompanySessions,
} from './link-access';
import type { LinkContext } from './link-context';

/**
 * POST .../deleteCompany {id}: either side ends a pending or accepted request
 * (a rejected one stays, so the requester sees the answer). Every access
 * granted through it ends too: those memberships of the requester company are
 * deleted and their users' sessions there revoked.
 */
export async function deleteCompanyRequest({
  ctx,
  caller,
  input,
}: {
  ctx: LinkContext;
  caller: Caller;
  input: { id: number };
}): Promise<{ name: string; removedUserIds: number[] }> {
  return ctx.db.transaction(async (tx) => {
    await requireLinkMember(tx, caller, { administer: true });
    const request = await lockRequestForSide(tx, caller, input.id, 'either');
    if (request.state === 2) throw new DomainError('ERROR_LINK_REJECTED', 400);
    const name = await companyName(tx, otherCompanyId(request, caller.companyId));
    const removed = await tx
      .delete(userCompanies)
      .where(
        and(
          eq(userCompanies.companyId, request.requesterCompanyId),
          eq(userCompanies.viaRequestId, request.id),
        ),
      )
      .returning({ userId: userCompanies.userId });
    const removedUserIds = removed.map((row) => row.userId);
    await revokeCompanySessions(tx, removedUserIds, request.requesterCompanyId);
    await tx.delete(companyRequests).where(eq(companyRequests.id, request.id));
    return { name, removedUserIds };
  });
}
