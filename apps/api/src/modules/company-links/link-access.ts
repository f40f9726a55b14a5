import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { refreshTokens, userCompanies, users } from '../../db/schema/accounts';
import { companyRequests } from '../../db/schema/company-profile';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';

export type CompanyRequestRow = typeof companyRequests.$inferSelect;

/**
 * The caller must still be an active user of the session's company, read from
 * the database (a token outlives a deactivation by up to 15 minutes). To change
 * links (administer: true) the membership must be the user's own: a user who
 * entered the company through a link may not link it further or let others in.
 */
export async function requireLinkMember(
  db: Db | Tx,
  caller: Caller,
  { administer }: { administer: boolean },
): Promise<void> {
  const [row] = await db
    .select({
      active: userCompanies.active,
      viaRequestId: userCompanies.viaRequestId,
      userActive: users.active,
    })
    .from(userCompanies)
    .innerJoin(users, eq(users.id, userCompanies.userId))
    .where(
      and(eq(userCompanies.userId, caller.userId), eq(userCompanies.companyId, caller.companyId)),
    );
  const isMember = row?.active === 1 && row.userActive === 1;
  if (!isMember || (administer && row.viaRequestId !== null)) {
    throw new DomainError('ERROR_FORBIDDEN', 403);
  }
}

export type RequestSide = 'requester' | 'target' | 'either';

/**
 * Inside a transaction: the request, locked, when the caller's company is the
 * given side of it. Unknown, or between two other companies: 404 (a stranger
 * learns nothing); the caller's company on the wrong side: 403.
 */
export async function lockRequestForSide(
  tx: Tx,
  caller: Caller,
  requestId: number,
  side: RequestSide,
): Promise<CompanyRequestRow> {
  const [request] = await tx
    .select()
    .from(companyRequests)
    .where(eq(companyRequests.id, requestId))
    .for('update');
  const isRequester = request?.requesterCompanyId === caller.companyId;
  const isTarget = request?.targetCompanyId === caller.companyId;
  if (!request || (!isRequester && !isTarget)) throw new DomainError('ERROR_LINK_NOT_FOUND', 404);
  if ((side === 'requester' && !isRequester) || (side === 'target' && !isTarget)) {
    throw new DomainError('ERROR_FORBIDDEN', 403);
  }
  return request;
}

/** The id of the company on the other side of a request from the given company. */
export function otherCompanyId(request: CompanyRequestRow, companyId: number): number {
  return request.requesterCompanyId === companyId
    ? request.targetCompanyId
    : request.requesterCompanyId;
}

/** Ends the sessions of these users in the company: their refresh tokens there are revoked. */
export async function revokeCompanySessions(
  tx: Tx,
  userIds: number[],
  companyId: number,
): Promise<void> {
  // Stryker disable next-line ConditionalExpression: inArray of no ids matches nothing; returning early only saves the query
  if (userIds.length === 0) return;
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        inArray(refreshTokens.userId, userIds),
        eq(refreshTokens.companyId, companyId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}
