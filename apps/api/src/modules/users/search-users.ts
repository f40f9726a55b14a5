import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { CompanyUser } from '@registry/contract/users/company-user';
import type { Db } from '../../db/client';
import { userCompanies, users } from '../../db/schema/accounts';
import type { Caller } from '../../lib/caller';
import { requireCompanyAdmin, toCompanyUser } from './company-users';

export interface SearchUsersInput {
  text: string;
  page: number;
  pageSize: number;
}

export interface SearchUsersResult {
  users: CompanyUser[];
  total: number;
  page: number;
  pageSize: number;
}

/** The text as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** POST /api/user/search: one page of the company's users whose name or e-mail contains the text. */
export async function searchUsers({
  ctx,
  caller,
  input,
}: {
  ctx: { db: Db };
  caller: Caller;
  input: SearchUsersInput;
}): Promise<SearchUsersResult> {
  await requireCompanyAdmin(ctx.db, caller);
  const pattern = containsPattern(input.text);
  const where = and(
    eq(userCompanies.companyId, caller.companyId),
    input.text ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
  );
  const [counted] = await ctx.db
    .select({ total: count() })
    .from(userCompanies)
    .innerJoin(users, eq(users.id, userCompanies.userId))
    .where(where);
  const rows = await ctx.db
    .select({ user: users, membership: userCompanies })
    .from(userCompanies)
    .innerJoin(users, eq(users.id, userCompanies.userId))
    .where(where)
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return {
    users: rows.map((row) => toCompanyUser(row.user, row.membership)),
    total: counted?.total ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}
