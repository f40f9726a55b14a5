import { and, eq } from 'drizzle-orm';
import type { LinkUser } from '@registry/contract/company-links/company-request';
import { userCompanies, users } from '../../db/schema/accounts';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import { lockRequestForSide, requireLinkMember } from './link-access';
import type { LinkContext } from './link-context';

/**
 * POST .../addUserCompany {id, userId}: the requester side of an accepted
 * request lets an active user of the other company into the requester company:
 * a membership with no permits, not admin, not contact, marked with the
 * request (it ends with the request). The user then switches to the company
 * with loginForCompany.
 */
export async function addLinkUser({
  ctx,
  caller,
  input,
}: {
  ctx: LinkContext;
  caller: Caller;
  input: { id: number; userId: number };
}): Promise<{ user: LinkUser }> {
  return ctx.db.transaction(async (tx) => {
    await requireLinkMember(tx, caller, { administer: true });
    const request = await lockRequestForSide(tx, caller, input.id, 'requester');
    if (request.state !== 1) throw new DomainError('ERROR_LINK_NOT_ACCEPTED', 400);
    const [row] = await tx
      .select({ user: users, membership: userCompanies })
      .from(userCompanies)
      .innerJoin(users, eq(users.id, userCompanies.userId))
      .where(
        and(
          eq(userCompanies.userId, input.userId),
          eq(userCompanies.companyId, request.targetCompanyId),
        ),
      );
    // Only the other company's own users: not those it let in through its links.
    if (!row || row.membership.viaRequestId !== null) {
      throw new DomainError('ERROR_LINK_USER_NOT_FOUND', 404);
    }
    const { user, membership } = row;
    if (membership.active !== 1 || user.active !== 1) {
      throw new DomainError('ERROR_LINK_USER_INACTIVE', 400, { name: user.name });
    }
    const inserted = await tx
      .insert(userCompanies)
      .values({
        userId: user.id,
        companyId: request.requesterCompanyId,
        isAdmin: 0,
        isContact: 0,
        active: 1,
        permits: [],
        viaRequestId: request.id,
      })
      .onConflictDoNothing()
      .returning({ userId: userCompanies.userId });
    if (inserted.length === 0) {
      throw new DomainError('ERROR_LINK_USER_ALREADY_MEMBER', 400, { name: user.name });
    }
    return { user: { id: user.id, name: user.name, email: user.email, active: 1, exist: 1 } };
  });
}
