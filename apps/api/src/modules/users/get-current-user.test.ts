import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call } from '../../../test/kit/call';
import { logIn, nonAdminSession, OWNER_ADMIN } from '../../../test/kit/session';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/user/', () => {
  it('answers the logged-in user as a user of the session’s company', async () => {
    const { token } = await logIn(t, OWNER_ADMIN);
    const { status, body } = await call(t, 'GET', '/api/user/', { token });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 1 });
    expect(body.user).toEqual({
      id: expect.any(Number),
      name: 'Laura Gómez',
      email: OWNER_ADMIN,
      phone: '3001234567',
      active: 1,
      isAdminAccount: 1,
      isContact: 1,
    });
  });

  it('follows the company of the session', async () => {
    const { token } = await nonAdminSession(t);
    const { body } = await call(t, 'GET', '/api/user/', { token });
    expect(body.user).toMatchObject({ email: OWNER_ADMIN, isAdminAccount: 0, isContact: 0 });
  });

  it('refuses a call without a valid token (401)', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const { status, body } = await call(t, 'GET', '/api/user/', token ? { token } : {});
      expect(status).toBe(401);
      expect(body.codeMessages[0]?.codeMessage).toBe('ERROR_UNAUTHORIZED');
    }
  });
});
