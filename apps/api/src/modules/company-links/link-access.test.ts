import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userCompanies, users } from '../../db/schema/accounts';
import { DomainError } from '../../lib/domain-error';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addMember, createCompany, type TestCompany } from '../../../test/kit/companies';
import { logIn } from '../../../test/kit/session';
import { requireLinkMember } from './link-access';

/*
 * requireLinkMember reads the membership inside the link action's
 * transaction: the auth plugin refuses a deactivated caller when the request
 * starts, and this check holds even when the deactivation lands in between.
 */

let t: TestApp;
let company: TestCompany;
beforeAll(async () => {
  t = await createTestApp();
  company = await createCompany(t);
});
afterAll(async () => {
  await t.close();
});

/** What requireLinkMember answers: passes, or the code and status of its refusal. */
async function outcome(caller: Parameters<typeof requireLinkMember>[1], administer: boolean) {
  try {
    await requireLinkMember(t.database.db, caller, { administer });
    return 'passes';
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return `${error.code} ${error.httpStatus}`;
  }
}

describe('requireLinkMember', () => {
  it("lets a company's own active user read and administer its links", async () => {
    const { caller } = await logIn(t, company.admin.email);
    expect(await outcome(caller, false)).toBe('passes');
    expect(await outcome(caller, true)).toBe('passes');
  });

  it('refuses a user whose membership was deactivated after the session began', async () => {
    const member = await addMember(t, company);
    const { caller } = await logIn(t, member.email);
    await t.database.db
      .update(userCompanies)
      .set({ active: 0 })
      .where(and(eq(userCompanies.userId, member.id), eq(userCompanies.companyId, company.id)));
    expect(await outcome(caller, false)).toBe('ERROR_FORBIDDEN 403');
    expect(await outcome(caller, true)).toBe('ERROR_FORBIDDEN 403');
  });

  it('refuses a user deactivated after the session began, though the membership stands', async () => {
    const member = await addMember(t, company);
    const { caller } = await logIn(t, member.email);
    await t.database.db.update(users).set({ active: 0 }).where(eq(users.id, member.id));
    expect(await outcome(caller, false)).toBe('ERROR_FORBIDDEN 403');
  });

  it('refuses a user whose membership is gone', async () => {
    const member = await addMember(t, company);
    const { caller } = await logIn(t, member.email);
    await t.database.db
      .delete(userCompanies)
      .where(and(eq(userCompanies.userId, member.id), eq(userCompanies.companyId, company.id)));
    expect(await outcome(caller, false)).toBe('ERROR_FORBIDDEN 403');
  });
});
