import type { CompanyUser } from '@registry/contract/users/company-user';
import type { Db } from '../../db/client';
import type { Caller } from '../../lib/caller';
import { lockCompanyMembers, updateMembership } from './company-users';

/** POST /api/user/contact/{id}: marks or unmarks the user as a contact of the company. */
export async function setUserContact({
  ctx,
  caller,
  input,
}: {
  ctx: { db: Db };
  caller: Caller;
  input: { id: number; isContact: 0 | 1 };
}): Promise<{ user: CompanyUser }> {
  return ctx.db.transaction(async (tx) => {
    const { target } = await lockCompanyMembers(tx, caller, input.id);
    return { user: await updateMembership(tx, target, { isContact: input.isContact }) };
  });
}
