import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS, createTestApp, type TestApp } from '../../../test/test-app';
import { logInAs } from '../../../test/log-in';
import { call } from '../../../test/kit/call';
import { logIn, nonAdminSession, OWNER_ADMIN, type Session } from '../../../test/kit/session';
import { inviteUser, NEW_PASSWORD, setPassword } from '../../../test/kit/users';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await logIn(t, OWNER_ADMIN);
});
afterAll(async () => {
  await t.close();
});

const setActive = (id: number | string, payload: object, token = admin.token) =>
  call(t, 'POST', `/api/user/active/${id}`, { token, payload });

const refresh = (refreshToken: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/refreshToken',
    headers: HEADERS,
    payload: { refreshToken },
  });

async function switchCompany(token: string, companyId: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/loginForCompany',
    headers: { ...HEADERS, authorization: `Bearer ${token}` },
    payload: { companyId },
  });
  return response.json<{ status: 0 | 1; refreshToken?: string; codeMessages: unknown[] }>();
}

describe('POST /api/user/active/{id}', () => {
  it('deactivates a user: login refused, refresh tokens revoked; reactivating lets them in', async () => {
    const invited = await inviteUser(t, admin.token);
    await setPassword(t, invited.id);
    const session = await logIn(t, invited.email, NEW_PASSWORD);

    const { status, body } = await setActive(invited.id, { active: 0 });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ id: invited.id, active: 0 });
    expect(body.codeMessages[0]?.message).toBe(
      `${invited.name} can no longer log in to your company.`,
    );

    const refused = await logInAs(t.app, t.keys, invited.email, NEW_PASSWORD);
    expect(refused.body).toMatchObject({ status: 0 });
    expect(refused.body.codeMessages[0]?.codeMessage).toBe('ERROR_USER_INACTIVE');
    expect((await refresh(session.refreshToken)).json()).toMatchObject({
      status: 0,
      codeMessages: [{ codeMessage: 'ERROR_REFRESH_TOKEN' }],
    });
    const listed = await call(t, 'POST', '/api/user/search', {
      token: admin.token,
      payload: { text: invited.email },
    });
    expect(listed.body.users?.[0]?.active).toBe(0);

    const reactivated = await setActive(invited.id, { active: 1 });
    expect(reactivated.body.user?.active).toBe(1);
    expect(reactivated.body.codeMessages[0]?.codeMessage).toBe('SUCCESS_USER_ACTIVATED');
    expect((await logInAs(t.app, t.keys, invited.email, NEW_PASSWORD)).body.status).toBe(1);
  });

  it('closes only that company to a user of several companies', async () => {
    const ownCompany = await logIn(t, 'developer@demo.example');
    const added = await call(t, 'POST', '/api/user/createByCompany', {
      token: admin.token,
      payload: {
        name: 'Camila',
        email: 'developer@demo.example',
        phone: '3001234567',
        permits: [],
      },
    });
    const developerId = added.body.user?.id ?? 0;
    const inOwnerCompany = await switchCompany(ownCompany.token, admin.claims.companyId);
    expect(inOwnerCompany.status).toBe(1);

    await setActive(developerId, { active: 0 });

    const after = await logIn(t, 'developer@demo.example');
    expect(after.claims.companyId).toBe(ownCompany.claims.companyId);
    expect(after.claims.userCompanies.map((c) => c.company_id)).not.toContain(
      admin.claims.companyId,
    );
    expect(await switchCompany(after.token, admin.claims.companyId)).toMatchObject({
      status: 0,
      codeMessages: [{ codeMessage: 'ERROR_COMPANY_NOT_ALLOWED' }],
    });
    expect((await refresh(inOwnerCompany.refreshToken ?? '')).json()).toMatchObject({
      status: 0,
    });
    // The sessions of the developer's own company go on.
    expect((await refresh(ownCompany.refreshToken)).json()).toMatchObject({ status: 1 });
  });

  it('refuses to let admins deactivate themselves', async () => {
    const ownId = (await call(t, 'GET', '/api/user/', { token: admin.token })).body.user?.id;
    const { status, body } = await setActive(ownId ?? 0, { active: 0 });
    expect(status).toBe(400);
    expect(body.codeMessages).toEqual([
      {
        codeMessage: 'ERROR_USER_SELF_DEACTIVATE',
        message: 'You cannot deactivate your own user. Ask another administrator of your company.',
      },
    ]);
    expect((await logIn(t, OWNER_ADMIN)).claims.isAdminCompany).toBe(1);
  });

  it('answers a user of another company exactly like an unknown id', async () => {
    const certifier = await logIn(t, 'certifier@demo.example');
    const certifierId = (await call(t, 'GET', '/api/user/', { token: certifier.token })).body.user
      ?.id;
    const other = await setActive(certifierId ?? 0, { active: 0 });
    const unknown = await setActive(999_999, { active: 0 });
    expect(other.status).toBe(404);
    expect(other.body).toEqual(unknown.body);
    expect(other.body.codeMessages[0]?.codeMessage).toBe('ERROR_USER_NOT_FOUND');
    expect((await logInAs(t.app, t.keys, 'certifier@demo.example')).body.status).toBe(1);
  });

  it('refuses a bad id or flag', async () => {
    const badFlag = await setActive(1, { active: 2 });
    expect(badFlag.status).toBe(400);
    expect(badFlag.body.codeMessages[0]?.field).toBe('active');
    const badId = await setActive('abc', { active: 1 });
    expect(badId.status).toBe(400);
    expect(badId.body.codeMessages[0]?.codeMessage).toBe('ERROR_INVALID_FIELD');
  });

  it('refuses a user who is not an admin of the company (403) and a call without a token (401)', async () => {
    const invited = await inviteUser(t, admin.token);
    const member = await nonAdminSession(t);
    expect((await setActive(invited.id, { active: 0 }, member.token)).status).toBe(403);
    const anonymous = await call(t, 'POST', `/api/user/active/${invited.id}`, {
      payload: { active: 0 },
    });
    expect(anonymous.status).toBe(401);
    const listed = await call(t, 'POST', '/api/user/search', {
      token: admin.token,
      payload: { text: invited.email },
    });
    expect(listed.body.users?.[0]?.active).toBe(1);
  });
});
