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
  await inviteUser(t, admin.token, { name: 'Zoe Ángel', email: 'zoe@forest.example' });
  await inviteUser(t, admin.token, { name: 'mario 100%', email: 'mario@forest.example' });
  await inviteUser(t, admin.token, { name: 'Ana Ruiz', email: 'ana.ruiz@river.example' });
  const developer = await logIn(t, 'developer@demo.example');
  await inviteUser(t, developer.token, { name: 'Other Company', email: 'other@forest.example' });
});
afterAll(async () => {
  await t.close();
});

const search = (payload: object, token = admin.token) =>
  call(t, 'POST', '/api/user/search', { token, payload });

describe('POST /api/user/search', () => {
  it('lists the users of the caller’s company only, sorted by name, with their permits', async () => {
    const { status, body } = await search({});
    expect(status).toBe(200);
    expect(body.total).toBe(4);
    expect(body.users?.map((u) => u.name)).toEqual([
      'Ana Ruiz',
      'Laura Gómez',
      'mario 100%',
      'Zoe Ángel',
    ]);
    expect(body.users?.[1]).toMatchObject({
      email: OWNER_ADMIN,
      active: 1,
      isAdminAccount: 1,
      isContact: 1,
      permits: ['project', 'subAccounts', 'retire', 'transfer', 'exchange'],
    });
  });

  it('finds text in the name or the e-mail, in any case', async () => {
    const byEmail = await search({ text: 'FOREST' });
    expect(byEmail.body.users?.map((u) => u.email)).toEqual([
      'mario@forest.example',
      'zoe@forest.example',
    ]);
    const byName = await search({ text: 'ruiz' });
    expect(byName.body.users?.map((u) => u.name)).toEqual(['Ana Ruiz']);
    expect(byName.body.total).toBe(1);
  });

  it('takes % and _ literally', async () => {
    expect((await search({ text: '100%' })).body.users?.map((u) => u.name)).toEqual(['mario 100%']);
    expect((await search({ text: '_' })).body.total).toBe(0);
  });

  it('answers one page at a time with the total', async () => {
    const { body } = await search({ page: 2, pageSize: 3 });
    expect(body).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(body.users?.map((u) => u.name)).toEqual(['Zoe Ángel']);
  });

  it('refuses a page size out of range', async () => {
    const { status, body } = await search({ pageSize: 0, page: 'two' });
    expect(status).toBe(400);
    expect(body.codeMessages.map((m) => m.field).sort()).toEqual(['page', 'pageSize']);
  });

  it('refuses a user who is not an admin of the company (403)', async () => {
    const member = await nonAdminSession(t);
    const { status, body } = await search({}, member.token);
    expect(status).toBe(403);
    expect(body.codeMessages[0]).toEqual({
      codeMessage: 'ERROR_FORBIDDEN',
      message: 'You do not have permission to do this.',
    });
  });

  it('refuses a call without a token (401)', async () => {
    const { status } = await call(t, 'POST', '/api/user/search', { payload: {} });
    expect(status).toBe(401);
  });
});
