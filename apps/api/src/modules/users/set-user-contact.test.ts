import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call } from '../../../test/kit/call';
import { logIn, nonAdminSession, OWNER_ADMIN, type Session } from '../../../test/kit/session';
import { inviteUser } from '../../../test/kit/users';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await logIn(t, OWNER_ADMIN);
});
afterAll(async () => {
  await t.close();
});

const setContact = (id: number, payload: object, token = admin.token) =>
  call(t, 'POST', `/api/user/contact/${id}`, { token, payload });

describe('POST /api/user/contact/{id}', () => {
  it('marks and unmarks a user as a contact of the company', async () => {
    const invited = await inviteUser(t, admin.token);
    const marked = await setContact(invited.id, { isContact: 1 });
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({
      status: 1,
      user: { id: invited.id, isContact: 1 },
      codeMessages: [
        { codeMessage: 'SUCCESS_USER_UPDATED', message: `The user ${invited.name} was updated.` },
      ],
    });
    const unmarked = await setContact(invited.id, { isContact: 0 });
    expect(unmarked.body.user?.isContact).toBe(0);
  });

  it('refuses a missing or bad flag', async () => {
    const invited = await inviteUser(t, admin.token);
    const missing = await setContact(invited.id, {});
    expect(missing.status).toBe(400);
    expect(missing.body.codeMessages[0]).toMatchObject({
      field: 'isContact',
      message: 'The field isContact is not valid: it is not one of the allowed values',
    });
    expect((await setContact(invited.id, { isContact: true })).status).toBe(400);
  });

  it('answers 404 for a user of another company', async () => {
    const developer = await logIn(t, 'developer@demo.example');
    const other = await inviteUser(t, developer.token);
    const { status, body } = await setContact(other.id, { isContact: 1 });
    expect(status).toBe(404);
    expect(body.codeMessages[0]?.codeMessage).toBe('ERROR_USER_NOT_FOUND');
  });

  it('refuses a user who is not an admin of the company (403) and a call without a token (401)', async () => {
    const invited = await inviteUser(t, admin.token);
    const member = await nonAdminSession(t);
    expect((await setContact(invited.id, { isContact: 1 }, member.token)).status).toBe(403);
    const anonymous = await call(t, 'POST', `/api/user/contact/${invited.id}`, {
      payload: { isContact: 1 },
    });
    expect(anonymous.status).toBe(401);
  });
});
