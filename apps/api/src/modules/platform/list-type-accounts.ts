import { asc, eq } from 'drizzle-orm';
import { AccountTypeSchema } from '@registry/contract/auth/account-type';
import type { TypeAccount } from '@registry/contract/platform/list-type-accounts';
import { typeAccounts } from '../../db/schema/reference';
import { pickText } from '../../db/schema/localized';
import type { ReferenceContext } from './reference-context';

/** GET /typeAccount/actives: the account types in seeded order (owner first). */
export async function listTypeAccounts({
  ctx,
}: {
  ctx: ReferenceContext;
}): Promise<{ typesAccounts: TypeAccount[] }> {
  const rows = await ctx.db
    .select()
    .from(typeAccounts)
    .where(eq(typeAccounts.active, true))
    .orderBy(asc(typeAccounts.id));
  return {
    typesAccounts: rows.flatMap((t) => {
      const code = AccountTypeSchema.safeParse(t.code);
      if (!code.success) return [];
      return [
        {
          id: t.id,
          description: pickText(t.description, ctx.lng),
          alternativeText: pickText(t.alternativeText, ctx.lng),
          code: code.data,
        },
      ];
    }),
  };
}
