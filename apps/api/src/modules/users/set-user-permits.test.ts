import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call } from '../../../test/kit/call';
import { logIn, nonAdminSession, OWNER_ADMIN, type Session } from '../../../test/kit/session';
import { inviteUser, NEW_PASSWORD, setPassword } from '../../../test/kit/users';

let t: TestApp;
let admin: Session;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await logIn(t, OWNER_ADMIN);
  adminId = (await call(t, 'GET', '/api/user/', { token: admin.token })).body.user?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

const setPermits = (id: number, payload: object, token = admin.token) =>
  call(t, 'POST', `/api/user/permit/${id}`, { token, payload });

describe('POST /api/user/permit/{id}', () => {
  it('replaces the permits; the user’s next token carries them', async () => {
    const invited = await inviteUser(t, admin.token, { permits: ['transfer'] });
    const { status, body } = await setPermits(invited.id, { permits: ['project', 'retire'] });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ permits: ['project', 'retire'], isAdminAccount: 0 });
    await setPassword(t, invited.id);
    expect((await logIn(t, invited.email, NEW_PASSWORD)).claims.permits).toEqual([
      'project',
      'retire',
    ]);
  });

  it('makes another user an admin and takes it back', async () => {
    const invited = await inviteUser(t, admin.token);
    const promoted = await setPermits(invited.id, { permits: ['transfer'], isAdminAccount: 1 });
    expect(promoted.body.user?.isAdminAccount).toBe(1);
    const demoted = await setPermits(invited.id, { permits: ['transfer'], isAdminAccount: 0 });
    expect(demoted.body.user?.isAdminAccount).toBe(0);
  });

  it('takes effect at once: a demoted admin’s token no longer opens the admin calls', async () => {
    const second = await inviteUser(t, admin.token, { isAdminAccount: 1 });
    await setPassword(t, second.id);
    const session = await logIn(t, second.email, NEW_PASSWORD);
    expect(
      (await call(t, 'POST', '/api/user/search', { token: session.token, payload: {} })).status,
    ).toBe(200);
    await setPermits(second.id, { permits: ['transfer'], isAdminAccount: 0 });
    const after = await call(t, 'POST', '/api/user/search', { token: session.token, payload: {} });
    expect(after.status).toBe(403);
  });

  it('lets admins change their own permits but not drop their own admin flag', async () => {
    const refused = await setPermits(adminId, { permits: ['transfer'], isAdminAccount: 0 });
    expect(refused.status).toBe(400);
    expect(refused.body.codeMessages[0]?.codeMessage).toBe('ERROR_USER_SELF_ADMIN');
    const own = await setPermits(adminId, {
      permits: ['project', 'subAccounts', 'retire', 'transfer', 'exchange'],
      isAdminAccount: 1,
    });
    expect(own.status).toBe(200);
    expect(own.body.user?.isAdminAccount).toBe(1);
  });

  it('refuses a permit the account type does not allow', async () => {
    const invited = await inviteUser(t, admin.token, { permits: ['transfer'] });
    const { status, body } = await setPermits(invited.id, { permits: ['report'] });
    expect(status).toBe(400);
    expect(body.codeMessages[0]).toEqual({
      codeMessage: 'ERROR_PERMIT_NOT_ALLOWED',
      message: 'The permit report cannot be granted in your company.',
    });
  });

  it('refuses unknown and repeated permits', async () => {
    const invited = await inviteUser(t, admin.token);
    const unknown = await setPermits(invited.id, { permits: ['teleport'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.codeMessages[0]?.field).toBe('permits.0');
    const repeated = await setPermits(invited.id, { permits: ['retire', 'retire'] });
    expect(repeated.status).toBe(400);
    expect((await setPermits(invited.id, {})).body.codeMessages[0]?.field).toBe('permits');
  });

  it('answers 404 for a user of another company, 403 to a non-admin, 401 without a token', async () => {
    const developer = await logIn(t, 'developer@demo.example');
    const other = await inviteUser(t, developer.token);
    expect((await setPermits(other.id, { permits: [] })).status).toBe(404);
    const invited = await inviteUser(t, admin.token);
    const member = await nonAdminSession(t);
    expect((await setPermits(invited.id, { permits: [] }, member.token)).status).toBe(403);
    const anonymous = await call(t, 'POST', `/api/user/permit/${invited.id}`, {
      payload: { permits: [] },
    });
    expect(anonymous.status).toBe(401);
  });
});
