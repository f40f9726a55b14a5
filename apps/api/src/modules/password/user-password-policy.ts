import { and, eq, max } from 'drizzle-orm';
import { DEFAULT_MIN_PASSWORD_LENGTH } from '@registry/contract/auth/password-policy';
import type { Db, Tx } from '../../db/client';
import { companies, userCompanies } from '../../db/schema/accounts';

/**
 * The minimum password length that binds a user: one password serves every
 * company the user belongs to, so the strictest of them decides.
 */
export async function minPasswordLengthOfUser(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ min: max(companies.minCharactersPassword) })
    .from(userCompanies)
    .innerJoin(companies, eq(companies.id, userCompanies.companyId))
    .where(and(eq(userCompanies.userId, userId), eq(userCompanies.active, 1)));
  return row?.min ?? DEFAULT_MIN_PASSWORD_LENGTH;
}
