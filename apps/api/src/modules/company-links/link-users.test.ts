import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userCompanies } from '../../db/schema/accounts';
import { HEADERS, createTestApp, type TestApp } from '../../../test/test-app';
import { codeOf } from '../../../test/kit/call';
import {
  addMember,
  createCompany,
  membershipsOf,
  type TestCompany,
} from '../../../test/kit/companies';
import { linkCall, linkCompanies, requestLink } from '../../../test/kit/company-links';
import { loginForCompany, logIn, sessionIn, type Session } from '../../../test/kit/session';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Side {
  company: TestCompany;
  session: Session;
}

async function side(): Promise<Side> {
  const company = await createCompany(t);
  return { company, session: await logIn(t, company.admin.email) };
}

const refresh = async (refreshToken: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/user/refreshToken',
      headers: HEADERS,
      payload: { refreshToken },
    })
  ).json<{ status: 0 | 1; codeMessages: { codeMessage: string }[] }>();

const usersOf = async (session: Session, requestId: number) => {
  const answer = await linkCall(t, 'myCompany', { token: session.token });
  return answer.body.companyReques?.find((request) => request.id === requestId)?.users ?? [];
};

describe('the whole flow', () => {
  it('request, accept, add a user who then enters the requester, remove them, delete the link', async () => {
    const requester = await side();
    const target = await side();
    const colleague = await addMember(t, target.company, { name: 'Ana Colleague' });
    const colleagueSession = await logIn(t, colleague.email);
    // Before any link the colleague cannot enter the requester company.
    expect(
      (await loginForCompany(t, colleagueSession.token, requester.company.id)).body.status,
    ).toBe(0);

    const id = await requestLink(t, requester.session, target.company);
    const accepted = await linkCall(t, 'accept', { token: target.session.token, payload: { id } });
    expect(accepted.body.companyRequest?.state).toBe(1);
    expect((await usersOf(requester.session, id)).map((u) => [u.name, u.exist])).toEqual([
      ['Admin of ' + target.company.name, 0],
      ['Ana Colleague', 0],
    ]);

    const added = await linkCall(t, 'addUser', {
      token: requester.session.token,
      payload: { id, userId: colleague.id, name: 'Ana Colleague', exist: 0 },
    });
    expect(added.status).toBe(200);
    expect(added.body.codeMessages[0]).toEqual({
      codeMessage: 'SUCCESS_LINK_USER_ADDED',
      message: 'Ana Colleague can now enter your company.',
    });
    expect(added.body.user).toEqual({
      id: colleague.id,
      name: 'Ana Colleague',
      email: colleague.email,
      active: 1,
      exist: 1,
    });
    expect((await usersOf(requester.session, id)).find((u) => u.id === colleague.id)?.exist).toBe(
      1,
    );
    expect(
      (await membershipsOf(t, colleague.id)).find((m) => m.companyId === requester.company.id),
    ).toMatchObject({ isAdmin: 0, isContact: 0, active: 1, permits: [], viaRequestId: id });

    // A plain login still opens the colleague's own company, although the requester's id is lower.
    expect((await logIn(t, colleague.email)).claims.companyId).toBe(target.company.id);

    // The colleague switches to the requester company: a session there, with no permits.
    const inside = await sessionIn(t, colleagueSession, requester.company.id);
    expect(inside.claims).toMatchObject({
      companyId: requester.company.id,
      permits: [],
      isAdminCompany: 0,
    });
    expect(inside.claims.userCompanies.map((c) => c.company_id).sort()).toEqual(
      [target.company.id, requester.company.id].sort(),
    );

    const removed = await linkCall(t, 'deleteUser', {
      token: requester.session.token,
      payload: { id, userId: colleague.id },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.codeMessages[0]?.message).toBe(
      'Ana Colleague no longer has access to your company.',
    );
    expect(removed.body.user).toMatchObject({ id: colleague.id, exist: 0, active: 1 });
    // The access token issued inside the requester company stops working at once.
    const stillInside = await t.app.inject({
      method: 'GET',
      url: '/api/company/',
      headers: { ...HEADERS, authorization: `Bearer ${inside.token}` },
    });
    expect(stillInside.statusCode).toBe(401);
    expect(await refresh(inside.refreshToken)).toMatchObject({
      status: 0,
      codeMessages: [{ codeMessage: 'ERROR_REFRESH_TOKEN' }],
    });
    const refused = await loginForCompany(t, colleagueSession.token, requester.company.id);
    expect(refused.status).toBe(403);
    expect(refused.body.codeMessages[0]?.codeMessage).toBe('ERROR_COMPANY_NOT_ALLOWED');
    // Their own company is untouched.
    expect((await loginForCompany(t, colleagueSession.token, target.company.id)).body.status).toBe(
      1,
    );

    const deleted = await linkCall(t, 'delete', {
      token: requester.session.token,
      payload: { id },
    });
    expect(deleted.status).toBe(200);
    expect((await linkCall(t, 'myCompany', { token: target.session.token })).body).toMatchObject({
      companyReques: [],
      companyRequestCompany: [],
    });
  });

  it('deleting a link (from either side) ends every access granted through it and those sessions', async () => {
    const requester = await side();
    const target = await side();
    const first = await addMember(t, target.company);
    const second = await addMember(t, target.company);
    const id = await linkCompanies(t, requester.session, target.session);
    for (const user of [first, second]) {
      await linkCall(t, 'addUser', {
        token: requester.session.token,
        payload: { id, userId: user.id },
      });
    }
    const firstInside = await sessionIn(t, await logIn(t, first.email), requester.company.id);
    const secondInside = await sessionIn(t, await logIn(t, second.email), requester.company.id);
    const firstAtHome = await sessionIn(t, await logIn(t, first.email), target.company.id);

    const deleted = await linkCall(t, 'delete', { token: target.session.token, payload: { id } });
    expect(deleted.status).toBe(200);
    for (const [user, inside] of [
      [first, firstInside],
      [second, secondInside],
    ] as const) {
      expect((await refresh(inside.refreshToken)).status).toBe(0);
      expect((await membershipsOf(t, user.id)).map((m) => m.companyId)).toEqual([
        target.company.id,
      ]);
    }
    // A session in the user's own company goes on.
    expect((await refresh(firstAtHome.refreshToken)).status).toBe(1);
  });

  it('ends those sessions for good: letting the user in again does not revive them', async () => {
    const requester = await side();
    const target = await side();
    const colleague = await addMember(t, target.company);
    const addUser = (id: number) =>
      linkCall(t, 'addUser', {
        token: requester.session.token,
        payload: { id, userId: colleague.id },
      });
    const enter = async () => sessionIn(t, await logIn(t, colleague.email), requester.company.id);

    // Taken back one user at a time.
    const id = await linkCompanies(t, requester.session, target.session);
    await addUser(id);
    const before = await enter();
    await linkCall(t, 'deleteUser', {
      token: requester.session.token,
      payload: { id, userId: colleague.id },
    });
    expect((await addUser(id)).status).toBe(200);
    expect((await refresh(before.refreshToken)).status).toBe(0);

    // Ended with the whole link.
    const during = await enter();
    await linkCall(t, 'delete', { token: requester.session.token, payload: { id } });
    const again = await linkCompanies(t, requester.session, target.session);
    expect((await addUser(again)).status).toBe(200);
    expect((await refresh(during.refreshToken)).status).toBe(0);
    expect((await refresh((await enter()).refreshToken)).status).toBe(1);
  });
});

describe('POST .../addUserCompany', () => {
  it('refuses the target side (403), a stranger and unknown ids (404), a pending request (400)', async () => {
    const requester = await side();
    const target = await side();
    const stranger = await side();
    const user = await addMember(t, target.company);
    const id = await requestLink(t, requester.session, target.company);
    const payload = { id, userId: user.id };

    const pending = await linkCall(t, 'addUser', { token: requester.session.token, payload });
    expect(pending.status).toBe(400);
    expect(codeOf(pending)).toBe('ERROR_LINK_NOT_ACCEPTED');

    await linkCall(t, 'accept', { token: target.session.token, payload: { id } });
    const byTarget = await linkCall(t, 'addUser', { token: target.session.token, payload });
    expect(byTarget.status).toBe(403);
    expect(codeOf(byTarget)).toBe('ERROR_FORBIDDEN');
    const byStranger = await linkCall(t, 'addUser', { token: stranger.session.token, payload });
    expect(byStranger.status).toBe(404);
    expect(codeOf(byStranger)).toBe('ERROR_LINK_NOT_FOUND');
    const unknown = await linkCall(t, 'addUser', {
      token: requester.session.token,
      payload: { id: 999_999, userId: user.id },
    });
    expect(unknown.status).toBe(404);
    expect((await membershipsOf(t, user.id)).map((m) => m.companyId)).toEqual([target.company.id]);
  });

  it('refuses a user who is not one of the other company own active users', async () => {
    const requester = await side();
    const target = await side();
    const outsider = await side();
    const id = await linkCompanies(t, requester.session, target.session);
    const addUser = (userId: number) =>
      linkCall(t, 'addUser', { token: requester.session.token, payload: { id, userId } });

    const notThere = await addUser(outsider.company.admin.id);
    expect(notThere.status).toBe(404);
    expect(codeOf(notThere)).toBe('ERROR_LINK_USER_NOT_FOUND');
    expect((await addUser(999_999)).status).toBe(404);

    const inactive = await addMember(t, target.company, { name: 'Idle Person', active: 0 });
    const refused = await addUser(inactive.id);
    expect(refused.status).toBe(400);
    expect(refused.body.codeMessages[0]).toEqual({
      codeMessage: 'ERROR_LINK_USER_INACTIVE',
      message: 'Idle Person is inactive in the connected company, so they cannot be given access.',
    });

    // A user the target company let in through another link is not its own.
    const targetGuestId = await linkCompanies(t, target.session, outsider.session);
    await linkCall(t, 'addUser', {
      token: target.session.token,
      payload: { id: targetGuestId, userId: outsider.company.admin.id },
    });
    const guest = await addUser(outsider.company.admin.id);
    expect(guest.status).toBe(404);
    expect(codeOf(guest)).toBe('ERROR_LINK_USER_NOT_FOUND');
    expect((await usersOf(requester.session, id)).map((u) => u.id)).toEqual([
      target.company.admin.id,
    ]);
  });

  it('refuses a user who already has access, granted or in their own right', async () => {
    const requester = await side();
    const target = await side();
    const both = await addMember(t, target.company, { name: 'Both Places' });
    await t.database.db
      .insert(userCompanies)
      .values({ userId: both.id, companyId: requester.company.id, permits: [] });
    const id = await linkCompanies(t, requester.session, target.session);
    const addUser = (userId: number) =>
      linkCall(t, 'addUser', { token: requester.session.token, payload: { id, userId } });

    const member = await addUser(both.id);
    expect(member.status).toBe(400);
    expect(member.body.codeMessages[0]?.message).toBe(
      'Both Places already has access to your company.',
    );
    // Already a member: not offered in the modal.
    expect((await usersOf(requester.session, id)).map((u) => u.id)).toEqual([
      target.company.admin.id,
    ]);

    expect((await addUser(target.company.admin.id)).status).toBe(200);
    const twice = await addUser(target.company.admin.id);
    expect(twice.status).toBe(400);
    expect(codeOf(twice)).toBe('ERROR_LINK_USER_ALREADY_MEMBER');
  });

  it('keeps listing a granted user who became inactive at home, so the access can be taken back', async () => {
    const requester = await side();
    const target = await side();
    const user = await addMember(t, target.company, { name: 'Leaving Soon' });
    const id = await linkCompanies(t, requester.session, target.session);
    await linkCall(t, 'addUser', {
      token: requester.session.token,
      payload: { id, userId: user.id },
    });
    const deactivated = await t.app.inject({
      method: 'POST',
      url: `/api/user/active/${user.id}`,
      headers: { ...HEADERS, authorization: `Bearer ${target.session.token}` },
      payload: { active: 0 },
    });
    expect(deactivated.statusCode).toBe(200);
    expect((await usersOf(requester.session, id)).find((u) => u.id === user.id)).toMatchObject({
      active: 0,
      exist: 1,
    });
    const removed = await linkCall(t, 'deleteUser', {
      token: requester.session.token,
      payload: { id, userId: user.id },
    });
    expect(removed.body.user).toMatchObject({ active: 0, exist: 0 });
    expect((await usersOf(requester.session, id)).some((u) => u.id === user.id)).toBe(false);
  });

  it('refuses bodies without a request id or a user id (400)', async () => {
    const requester = await side();
    const answer = await linkCall(t, 'addUser', {
      token: requester.session.token,
      payload: { id: 1 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.codeMessages[0]).toMatchObject({
      codeMessage: 'ERROR_INVALID_FIELD',
      field: 'userId',
    });
  });
});

describe('POST .../deleteUserCompany', () => {
  it('refuses the target side (403), a stranger (404), and a user without access through the link (404)', async () => {
    const requester = await side();
    const target = await side();
    const stranger = await side();
    const user = await addMember(t, target.company);
    const id = await linkCompanies(t, requester.session, target.session);
    await linkCall(t, 'addUser', {
      token: requester.session.token,
      payload: { id, userId: user.id },
    });
    const payload = { id, userId: user.id };

    const byTarget = await linkCall(t, 'deleteUser', { token: target.session.token, payload });
    expect(byTarget.status).toBe(403);
    expect(codeOf(byTarget)).toBe('ERROR_FORBIDDEN');
    const byStranger = await linkCall(t, 'deleteUser', { token: stranger.session.token, payload });
    expect(byStranger.status).toBe(404);

    // The requester's own admin belongs in their own right: never removed by this call.
    const own = await linkCall(t, 'deleteUser', {
      token: requester.session.token,
      payload: { id, userId: requester.company.admin.id },
    });
    expect(own.status).toBe(404);
    expect(codeOf(own)).toBe('ERROR_LINK_ACCESS_NOT_FOUND');
    expect((await membershipsOf(t, requester.company.admin.id)).length).toBe(1);
    expect((await membershipsOf(t, user.id)).length).toBe(2);
  });

  it('refuses a user granted through another link', async () => {
    const requester = await side();
    const first = await side();
    const second = await side();
    const firstId = await linkCompanies(t, requester.session, first.session);
    const secondId = await linkCompanies(t, requester.session, second.session);
    await linkCall(t, 'addUser', {
      token: requester.session.token,
      payload: { id: firstId, userId: first.company.admin.id },
    });
    const answer = await linkCall(t, 'deleteUser', {
      token: requester.session.token,
      payload: { id: secondId, userId: first.company.admin.id },
    });
    expect(answer.status).toBe(404);
    expect(codeOf(answer)).toBe('ERROR_LINK_ACCESS_NOT_FOUND');
    expect((await membershipsOf(t, first.company.admin.id)).length).toBe(2);
  });
});
