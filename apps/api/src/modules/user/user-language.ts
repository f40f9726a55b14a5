import { and, desc, eq, isNotNull, ne, or, isNull, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '@registry/contract/common/language';
import type { Db } from '../../db/client';
import { companies, userCompanies, users } from '../../db/schema/accounts';

/**
 * Keeps the interface language a user last chose (the lng of a login or a
 * token refresh): written only when it differs, so most calls write nothing.
 */
export async function rememberLanguage(
  db: Db,
  { userId, lng, now }: { userId: number; lng: Language; now: Date },
): Promise<void> {
  await db
    .update(users)
    .set({ language: lng, languageChosenAt: now })
    .where(and(eq(users.id, userId), or(isNull(users.language), ne(users.language, lng))));
}

/**
 * Where and in which language mail to a company goes (decision 029): its
 * contact address, in the language last chosen by one of its active members,
 * an admin's before any other's, the most recent choice first; Spanish when
 * none has chosen. Null when the company does not exist.
 */
export async function companyMailTarget(
  db: Db,
  companyId: number,
): Promise<{ email: string; lng: Language } | null> {
  const [company] = await db
    .select({ email: companies.email })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return null;
  const [member] = await db
    .select({ language: users.language })
    .from(userCompanies)
    .innerJoin(users, eq(users.id, userCompanies.userId))
    .where(
      and(
        eq(userCompanies.companyId, companyId),
        eq(userCompanies.active, 1),
        eq(users.active, 1),
        isNotNull(users.language),
      ),
    )
    .orderBy(desc(userCompanies.isAdmin), sql`${users.languageChosenAt} desc nulls last`)
    .limit(1);
  return { email: company.email, lng: member?.language ?? DEFAULT_LANGUAGE };
}
