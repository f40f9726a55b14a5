import { and, asc, eq } from 'drizzle-orm';
import type { CompanyUser } from '@registry/contract/users/company-user';
import type { Db, Tx } from '../../db/client';
import { companies, userCompanies, users } from '../../db/schema/accounts';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';

type Membership = typeof userCompanies.$inferSelect;
type User = typeof users.$inferSelect;

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/** A membership and its user as the company's admins see it. */
export function toCompanyUser(user: User, membership: Membership): CompanyUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    active: flag(membership.active),
    isAdminAccount: flag(membership.isAdmin),
    isContact: flag(membership.isContact),
    permits: membership.permits,
  };
}

function isActiveAdmin(membership: Membership | undefined): membership is Membership {
  return membership?.isAdmin === 1 && membership.active === 1;
}

/**
 * The caller's membership when the caller is an active admin of the session's
 * company, read from the database (a token issued before a demotion does not count).
 */
export async function requireCompanyAdmin(db: Db | Tx, caller: Caller): Promise<Membership> {
  const [membership] = await db
    .select()
    .from(userCompanies)
    .where(
      and(eq(userCompanies.userId, caller.userId), eq(userCompanies.companyId, caller.companyId)),
    );
  if (!isActiveAdmin(membership)) throw new DomainError('ERROR_FORBIDDEN', 403);
  return membership;
}

/** The session's company; it exists while a token names it. */
export async function loadCompany(db: Db | Tx, companyId: number) {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw new DomainError('ERROR_FORBIDDEN', 403);
  return company;
}

export interface LockedMembers {
  admin: Membership;
  target: { user: User; membership: Membership };
}

/**
 * Inside a transaction: locks every membership of the caller's company (in one
 * order, so two admins never deadlock), checks again that the caller is an
 * active admin, and finds the target user there. A user of another company
 * is answered exactly like an unknown id.
 */
export async function lockCompanyMembers(
  tx: Tx,
  caller: Caller,
  targetUserId: number,
): Promise<LockedMembers> {
  const memberships = await tx
    .select()
    .from(userCompanies)
    .where(eq(userCompanies.companyId, caller.companyId))
    .orderBy(asc(userCompanies.userId))
    .for('update');
  const admin = memberships.find((m) => m.userId === caller.userId);
  if (!isActiveAdmin(admin)) throw new DomainError('ERROR_FORBIDDEN', 403);
  const membership = memberships.find((m) => m.userId === targetUserId);
  const [user] = membership ? await tx.select().from(users).where(eq(users.id, targetUserId)) : [];
  if (!membership || !user) throw new DomainError('ERROR_USER_NOT_FOUND', 404);
  return { admin, target: { user, membership } };
}

/** Writes the changes to the target's membership and answers the user as it is now. */
export async function updateMembership(
  tx: Tx,
  { user, membership }: LockedMembers['target'],
  changes: Partial<Pick<Membership, 'active' | 'isContact' | 'isAdmin' | 'permits'>>,
): Promise<CompanyUser> {
  const [updated] = await tx
    .update(userCompanies)
    .set(changes)
    .where(
      and(
        eq(userCompanies.userId, membership.userId),
        eq(userCompanies.companyId, membership.companyId),
      ),
    )
    .returning();
  return toCompanyUser(user, updated ?? membership);
}
