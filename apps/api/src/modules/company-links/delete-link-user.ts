import { and, eq } from 'drizzle-orm';
import type { LinkUser } from '@registry/contract/company-links/company-request';
import { userCompanies, users } from '../../db/schema/accounts';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import { lockRequestForSide, requireLinkMember, revokeCompanySessions } from './link-access';
import type { LinkContext } from './link-context';

/**
 * POST .../deleteUserCompany {id, userId}: the requester side takes back the
 * access it granted through this request (and only such access: a user who
 * belongs to the company in their own right is not touched). The user's
 * sessions in the requester company are revoked.
 */
export async function deleteLinkUser({
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
    const removed = await tx
      .delete(userCompanies)
      .where(
        and(
          eq(userCompanies.userId, input.userId),
          eq(userCompanies.companyId, request.requesterCompanyId),
          eq(userCompanies.viaRequestId, request.id),
        ),
      )
      .returning({ userId: userCompanies.userId });
    if (removed.length === 0) throw new DomainError('ERROR_LINK_ACCESS_NOT_FOUND', 404);
    await revokeCompanySessions(tx, [input.userId], request.requesterCompanyId);
    const [user] = await tx
      .select({ id: users.id, name: users.name, email: users.email, active: users.active })
      .from(users)
      .where(eq(users.id, input.userId));
    const [membership] = await tx
      .select({ active: userCompanies.active })
      .from(userCompanies)
      .where(
        and(
          eq(userCompanies.userId, input.userId),
          eq(userCompanies.companyId, request.targetCompanyId),
        ),
      );
    const isActive = user?.active === 1 && membership?.active === 1;
    return {
      user: {
        id: input.userId,
        name: user?.name ?? '',
        email: user?.email ?? '',
        active: isActive ? 1 : 0,
        exist: 0,
      },
    };
  });
}
