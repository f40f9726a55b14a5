import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { companies, userCompanies } from '../../db/schema/accounts';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';

/**
 * The caller's membership of the session's company, read now: a membership
 * removed or deactivated after the token was issued answers
 * ERROR_COMPANY_NOT_ALLOWED (403), as GET /api/company/ does.
 */
export async function requireMember(db: Db | Tx, caller: Caller) {
  const [membership] = await db
    .select()
    .from(userCompanies)
    .where(
      and(
        eq(userCompanies.userId, caller.userId),
        eq(userCompanies.companyId, caller.companyId),
        eq(userCompanies.active, 1),
      ),
    );
  if (!membership) throw new DomainError('ERROR_COMPANY_NOT_ALLOWED', 403);
  return membership;
}

/**
 * As requireMember, for the saves: a user let into the company through a
 * company link (viaRequestId set) may read My Company but not change the
 * company's profile (ERROR_FORBIDDEN, 403).
 */
export async function requireOwnMember(db: Db | Tx, caller: Caller) {
  const membership = await requireMember(db, caller);
  if (membership.viaRequestId !== null) throw new DomainError('ERROR_FORBIDDEN', 403);
  return membership;
}

/**
 * Inside a save's transaction: locks the company row, so two saves of the
 * same company run one after the other (a single-file type never ends with
 * two current versions).
 */
export async function lockCompany(tx: Tx, companyId: number): Promise<void> {
  await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
}
