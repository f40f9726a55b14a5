import { and, asc, eq } from 'drizzle-orm';
import type { TokenClaims } from '@registry/contract/auth/token-claims';
import type { AccountType } from '@registry/contract/auth/account-type';
import type { Db } from '../../db/client';
import { companies, userCompanies, users } from '../../db/schema/accounts';

export interface Membership {
  userId: number;
  companyId: number;
  claims: Omit<TokenClaims, 'exp'>;
  acceptTerms: 0 | 1;
  isUpdated: boolean;
}

/**
 * The token claims of a user acting for one company, or null when the user is
 * not an active member of it. Without companyId, the first active membership.
 */
export async function loadMembership(
  db: Db,
  userId: number,
  companyId?: number,
): Promise<Membership | null> {
  const rows = await db
    .select({ company: companies, membership: userCompanies, user: users })
    .from(userCompanies)
    .innerJoin(companies, eq(companies.id, userCompanies.companyId))
    .innerJoin(users, eq(users.id, userCompanies.userId))
    .where(and(eq(userCompanies.userId, userId), eq(userCompanies.active, 1)))
    .orderBy(asc(companies.id));
  // A plain login opens the user's own company (a membership not granted through a
  // company link), the oldest first; companies the user was let into come after.
  const home = rows.find((r) => r.membership.viaRequestId === null) ?? rows[0];
  const current = companyId === undefined ? home : rows.find((r) => r.company.id === companyId);
  if (!current || current.user.active !== 1) return null;
  const { company, membership, user } = current;
  return {
    userId,
    companyId: company.id,
    acceptTerms: company.acceptTerms === 1 && company.acceptHabeas === 1 ? 1 : 0,
    isUpdated: company.updateBilling === 1 && company.updateDueDiligence === 1,
    claims: {
      permits: membership.permits,
      typeAccount: company.typeAccount as AccountType,
      isAdminCompany: membership.isAdmin === 1 ? 1 : 0,
      name: user.name,
      email: user.email,
      companyId: company.id,
      company: { name: company.name },
      userCompanies: rows.map((r) => ({
        company_id: r.company.id,
        company_company_id: r.company.companyId,
        description: r.company.name,
      })),
      logo: null,
      userHash: user.userHash,
    },
  };
}
