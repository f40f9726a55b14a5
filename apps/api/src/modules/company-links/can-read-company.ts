import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyRequests } from '../../db/schema/company-profile';
import type { Caller } from '../../lib/caller';

/**
 * Who may read a company's data and files (issue 4): the company itself, a
 * certifier, or a company with an accepted connection to it, in either
 * direction. Everyone else is refused, whatever they know of its ids.
 */
export async function canReadCompany(db: Db, caller: Caller, companyId: number): Promise<boolean> {
  if (caller.companyId === companyId) return true;
  if (caller.claims.typeAccount === 'certifier') return true;
  const [link] = await db
    // Stryker disable next-line ObjectLiteral: only whether a row exists is used, whatever columns it carries
    .select({ id: companyRequests.id })
    .from(companyRequests)
    .where(
      and(
        eq(companyRequests.state, 1),
        or(
          and(
            eq(companyRequests.requesterCompanyId, caller.companyId),
            eq(companyRequests.targetCompanyId, companyId),
          ),
          and(
            eq(companyRequests.requesterCompanyId, companyId),
            eq(companyRequests.targetCompanyId, caller.companyId),
          ),
        ),
      ),
    )
    .limit(1);
  return link !== undefined;
}
