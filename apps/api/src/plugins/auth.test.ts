import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userCompanies, users } from '../db/schema/accounts';
import {
  addMember,
  createCompany,
  logIn,
  type TestCompany,
} from '../modules/company-links/company-links-test-kit';
import { HEADERS, createTestApp, type TestApp } from '../../test/test-app';

/*
 * An access token lives 15 minutes; what it says about the caller is checked
 * against the database on every call, so a deactivation or a lost admin role
 * takes effect at once, not when the token expires.
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

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...HEADERS, authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

const validToken = async (token: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/user/validToken',
      headers: HEADERS,
      payload: { token },
    })
  ).json<{ valid: boolean }>().valid;

describe('a session whose user or membership changed after the login', () => {
  it('is refused at once when the user is deactivated, and works again when reactivated', async () => {
    const member = await addMember(t, company);
    const { token } = await logIn(t, member.email);
    expect((await call('GET', '/api/company/', token)).statusCode).toBe(200);
    expect(await validToken(token)).toBe(true);

    await t.database.db.update(users).set({ active: 0 }).where(eq(users.id, member.id));
    const refused = await call('GET', '/api/company/', token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      status: 0,
      codeMessages: [{ codeMessage: 'ERROR_UNAUTHORIZED' }],
    });
    expect(await validToken(token)).toBe(false);

    await t.database.db.update(users).set({ active: 1 }).where(eq(users.id, member.id));
    expect((await call('GET', '/api/company/', token)).statusCode).toBe(200);
  });

  it('loses the administration of users at once when the admin role is taken away', async () => {
    const admin = await addMember(t, company);
    const mine = and(eq(userCompanies.userId, admin.id), eq(userCompanies.companyId, company.id));
    await t.database.db.update(userCompanies).set({ isAdmin: 1 }).where(mine);
    const { token } = await logIn(t, admin.email);
    const search = () => call('POST', '/api/user/search', token, { page: 1, search: '' });
    expect((await search()).statusCode).toBe(200);

    await t.database.db.update(userCompanies).set({ isAdmin: 0 }).where(mine);
    const refused = await search();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 0 });
  });
});
