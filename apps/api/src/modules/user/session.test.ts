import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, decodeProtectedHeader, SignJWT, type JWTPayload } from 'jose';
import { notifications, refreshTokens, userCompanies } from '../../db/schema/accounts';
import { createTestApp, HEADERS, type TestApp } from '../../../test/test-app';
import { solveCaptcha } from '../../../test/captcha';
import { encryptPassword, logInAs } from '../../../test/log-in';
import { addMember, createCompany } from '../../../test/kit/companies';
import { logIn, sessionIn } from '../../../test/kit/session';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** How the API keeps a refresh token. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

function post(url: string, payload: object, token?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });
}

describe('POST /api/user/login', () => {
  it('opens a session whose token carries the claims of the spec', async () => {
    const { response, body } = await logInAs(t.app, t.keys, 'owner@demo.example');
    expect(response.statusCode).toBe(200);
    expect(body).toMatchObject({ status: 1, acceptTerms: 1, updated: 1 });
    const claims = decodeJwt(body.token ?? '');
    expect(claims).toMatchObject({
      typeAccount: 'owner',
      isAdminCompany: 1,
      email: 'owner@demo.example',
      permits: expect.arrayContaining(['project', 'transfer', 'retire']),
      company: { name: 'Bosques del Pacífico S.A.S.' },
    });
    expect(claims.userCompanies).toHaveLength(2);
    expect(claims.iss).toBe('carbon-registry');
    expect(decodeProtectedHeader(body.token ?? '')).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect((claims.exp ?? 0) - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(15 * 60);
    // A refresh token: 32 random bytes in base64url, kept for the configured week.
    expect(body.refreshToken).toMatch(/^[\w-]{43}$/);
    const [stored] = await t.database.db
      .select({ expiresAt: refreshTokens.expiresAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashOf(body.refreshToken ?? '')));
    const weekMs = 7 * 24 * 3600 * 1000;
    expect(Math.abs((stored?.expiresAt.getTime() ?? 0) - (Date.now() + weekMs))).toBeLessThan(
      60_000,
    );
  });

  it('tells a company that has not accepted the terms nor been approved', async () => {
    const { body } = await logInAs(t.app, t.keys, 'new@demo.example');
    expect(body).toMatchObject({ status: 1, acceptTerms: 0, updated: 0 });
    expect(decodeJwt(body.token ?? '').permits).toEqual([]);
  });

  it('refuses a wrong password with the same message as an unknown e-mail', async () => {
    const wrong = await logInAs(t.app, t.keys, 'owner@demo.example', 'Wrong-Password-1!');
    const unknown = await logInAs(t.app, t.keys, 'nobody@demo.example');
    expect(wrong.body.status).toBe(0);
    expect(wrong.body.codeMessages).toEqual(unknown.body.codeMessages);
    expect(wrong.body.codeMessages[0]?.message).toBe('The e-mail or the password is not correct.');
    expect(wrong.body.token).toBeUndefined();
  });

  it('refuses a password that was not transformed', async () => {
    const response = await post('/api/user/login', {
      email: 'owner@demo.example',
      password: 'Demo-Registry-2026!',
      recaptchaValue: await solveCaptcha(t.app),
    });
    expect(response.json()).toMatchObject({
      status: 0,
      codeMessages: [{ codeMessage: 'ERROR_LOGIN' }],
    });
  });

  it('never writes the password or a token to the log', async () => {
    const ciphertext = encryptPassword(t.keys, 'Demo-Registry-2026!');
    await post('/api/user/login', { email: 'owner@demo.example', password: ciphertext });
    const { body } = await logInAs(t.app, t.keys, 'owner@demo.example');
    await t.app.inject({
      method: 'GET',
      url: '/api/platform/projectCompanyTransfer/notifications',
      headers: { ...HEADERS, authorization: `Bearer ${body.token}` },
    });
    const log = t.logs.join('\n');
    expect(log).toContain('/api/user/login');
    expect(log).not.toContain(ciphertext);
    expect(log).not.toContain('Demo-Registry-2026!');
    expect(log).not.toContain(body.token);
  });
});

describe('POST /api/user/refreshToken', () => {
  it('rotates the refresh token on every use', async () => {
    const { body } = await logInAs(t.app, t.keys, 'trader@demo.example');
    const first = (
      await post('/api/user/refreshToken', { refreshToken: body.refreshToken })
    ).json();
    expect(first.status).toBe(1);
    expect(first.refreshToken).not.toBe(body.refreshToken);
    expect(decodeJwt(first.token).email).toBe('trader@demo.example');
    const second = (
      await post('/api/user/refreshToken', { refreshToken: first.refreshToken })
    ).json();
    expect(second.status).toBe(1);
  });

  it('revokes the whole family when a rotated token is presented again', async () => {
    const { body } = await logInAs(t.app, t.keys, 'developer@demo.example');
    const rotated = (
      await post('/api/user/refreshToken', { refreshToken: body.refreshToken })
    ).json();
    const reuse = await post('/api/user/refreshToken', { refreshToken: body.refreshToken });
    expect(reuse.json()).toMatchObject({
      status: 0,
      codeMessages: [{ codeMessage: 'ERROR_REFRESH_TOKEN' }],
    });
    // The thief's reuse also ends the legitimate holder's newer token.
    const legit = await post('/api/user/refreshToken', { refreshToken: rotated.refreshToken });
    expect(legit.json().status).toBe(0);
  });

  it('refuses a refresh token past its expiry, though never used', async () => {
    const { body } = await logInAs(t.app, t.keys, 'certifier@demo.example');
    const refreshToken = body.refreshToken ?? '';
    await t.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hashOf(refreshToken)));
    const response = await post('/api/user/refreshToken', { refreshToken });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 0,
      codeMessages: [{ codeMessage: 'ERROR_REFRESH_TOKEN' }],
    });
    expect(response.json().token).toBeUndefined();
  });

  it('refuses an unknown refresh token', async () => {
    const response = await post('/api/user/refreshToken', { refreshToken: 'made-up' });
    expect(response.json().status).toBe(0);
  });
});

describe('POST /api/user/logout', () => {
  it('revokes the refresh token', async () => {
    const { body } = await logInAs(t.app, t.keys, 'gov@demo.example');
    expect(
      (await post('/api/user/logout', { refreshToken: body.refreshToken })).json().status,
    ).toBe(1);
    expect(
      (await post('/api/user/refreshToken', { refreshToken: body.refreshToken })).json().status,
    ).toBe(0);
  });
});

describe('POST /api/user/validToken', () => {
  it('tells a valid token from a forged one', async () => {
    const { body } = await logInAs(t.app, t.keys, 'ovv@demo.example');
    const token = body.token ?? '';
    expect((await post('/api/user/validToken', { token })).json()).toMatchObject({
      status: 1,
      valid: true,
    });
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expect((await post('/api/user/validToken', { token: forged })).json()).toMatchObject({
      valid: false,
    });
  });
});

describe('POST /api/user/loginForCompany', () => {
  it('issues a token for another company of the same user', async () => {
    const { body } = await logInAs(t.app, t.keys, 'owner@demo.example');
    const claims = decodeJwt(body.token ?? '') as {
      userCompanies: { company_id: number; description: string }[];
    };
    const other = claims.userCompanies.find((c) => c.description.startsWith('Andes'));
    const response = await post(
      '/api/user/loginForCompany',
      { companyId: other?.company_id },
      body.token,
    );
    expect(response.json().status).toBe(1);
    expect(decodeJwt(response.json().token)).toMatchObject({
      typeAccount: 'developer',
      isAdminCompany: 0,
      permits: ['transfer', 'retire'],
    });
  });

  it('ends the session being left: its refresh token no longer renews the old company', async () => {
    const { body } = await logInAs(t.app, t.keys, 'owner@demo.example');
    const claims = decodeJwt(body.token ?? '') as {
      userCompanies: { company_id: number; description: string }[];
    };
    const other = claims.userCompanies.find((c) => c.description.startsWith('Andes'));
    const switched = await post(
      '/api/user/loginForCompany',
      { companyId: other?.company_id, refreshToken: body.refreshToken },
      body.token,
    );
    expect(switched.json().refreshToken).toBeTruthy();
    const old = await post('/api/user/refreshToken', { refreshToken: body.refreshToken });
    expect(old.json().status).toBe(0);
    const renewed = await post('/api/user/refreshToken', {
      refreshToken: switched.json().refreshToken,
    });
    expect(decodeJwt(renewed.json().token)).toMatchObject({ typeAccount: 'developer' });
  });

  it("does not revoke another user's refresh token sent along", async () => {
    const owner = await logInAs(t.app, t.keys, 'owner@demo.example');
    const trader = await logInAs(t.app, t.keys, 'trader@demo.example');
    const traderClaims = decodeJwt(trader.body.token ?? '') as { companyId: number };
    await post(
      '/api/user/loginForCompany',
      { companyId: traderClaims.companyId, refreshToken: owner.body.refreshToken },
      trader.body.token,
    );
    const ownerRenewal = await post('/api/user/refreshToken', {
      refreshToken: owner.body.refreshToken,
    });
    expect(ownerRenewal.json().status).toBe(1);
  });

  it('refuses a company the user does not belong to', async () => {
    const { body } = await logInAs(t.app, t.keys, 'certifier@demo.example');
    const response = await post('/api/user/loginForCompany', { companyId: 1 }, body.token);
    expect(response.statusCode).toBe(403);
    expect(response.json().codeMessages[0].codeMessage).toBe('ERROR_COMPANY_NOT_ALLOWED');
  });

  it('answers 401 without a token', async () => {
    const response = await post('/api/user/loginForCompany', { companyId: 1 });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/platform/projectCompanyTransfer/notifications', () => {
  const countWith = async (token: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/platform/projectCompanyTransfer/notifications',
        headers: { ...HEADERS, authorization: `Bearer ${token}` },
      })
    ).json<{ status: 0 | 1; notifications: number }>();

  it('counts the unread notifications of the caller', async () => {
    // The demo owner's bell holds the moves of its demo projects, all unread.
    const session = await logIn(t, 'owner@demo.example');
    const unread = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, session.caller.userId),
          eq(notifications.companyId, session.caller.companyId),
          isNull(notifications.readAt),
        ),
      );
    expect(unread.length).toBeGreaterThan(0);
    expect(await countWith(session.token)).toMatchObject({
      status: 1,
      notifications: unread.length,
    });
  });

  it("counts only the caller's unread ones in the session's company", async () => {
    const home = await createCompany(t);
    const elsewhere = await createCompany(t);
    const user = await addMember(t, home);
    const colleague = await addMember(t, home);
    await t.database.db
      .insert(userCompanies)
      .values({ userId: user.id, companyId: elsewhere.id, permits: [] });
    const unread = (userId: number, companyId: number) => ({ userId, companyId, kind: 'test' });
    await t.database.db
      .insert(notifications)
      .values([
        unread(user.id, home.id),
        unread(user.id, home.id),
        unread(user.id, home.id),
        { ...unread(user.id, home.id), readAt: new Date() },
        unread(user.id, elsewhere.id),
        unread(colleague.id, home.id),
      ]);
    const session = await logIn(t, user.email);
    expect(session.claims.companyId).toBe(home.id);
    expect(await countWith(session.token)).toMatchObject({ status: 1, notifications: 3 });
    const there = await sessionIn(t, session, elsewhere.id);
    expect(await countWith(there.token)).toMatchObject({ status: 1, notifications: 1 });
  });

  it('answers 401 to a forged token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/platform/projectCompanyTransfer/notifications',
      headers: { ...HEADERS, authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.x' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().codeMessages[0].codeMessage).toBe('ERROR_UNAUTHORIZED');
  });

  it('answers 401 to a correctly signed token that has expired', async () => {
    const { body } = await logInAs(t.app, t.keys, 'owner@demo.example');
    const claims = decodeJwt(body.token ?? '');
    const nowSeconds = Math.floor(Date.now() / 1000);
    const fresh = await signed({ ...claims, exp: nowSeconds + 60 });
    expect(await countWith(fresh)).toMatchObject({ status: 1 });

    const expired = await signed({ ...claims, exp: nowSeconds - 5 });
    expect(await statusWith(expired)).toBe(401);
    expect((await post('/api/user/validToken', { token: expired })).json()).toMatchObject({
      valid: false,
    });
  });

  it('answers 401 to a token signed with its key but of another issuer, subject or claims', async () => {
    const { body } = await logInAs(t.app, t.keys, 'owner@demo.example');
    const claims = decodeJwt(body.token ?? '');
    expect(await statusWith(await signed(claims))).toBe(200);
    expect(await statusWith(await signed({ ...claims, iss: 'another-registry' }))).toBe(401);
    expect(await statusWith(await signed({ ...claims, sub: 'owner' }))).toBe(401);
    expect(await statusWith(await signed({ ...claims, companyId: 'one' }))).toBe(401);
  });

  it('accepts the one or more spaces RFC 6750 allows after Bearer', async () => {
    const { body } = await logInAs(t.app, t.keys, 'owner@demo.example');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/platform/projectCompanyTransfer/notifications',
      headers: { ...HEADERS, authorization: `Bearer   ${body.token}` },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses the token under another scheme', async () => {
    const { body } = await logInAs(t.app, t.keys, 'owner@demo.example');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/platform/projectCompanyTransfer/notifications',
      // As long as "Bearer ": a reader that skipped 7 characters would find the token.
      headers: { ...HEADERS, authorization: `Token  ${body.token}` },
    });
    expect(response.statusCode).toBe(401);
  });
});

/** Claims signed as the API signs them (HS256 with its key), whatever they say. */
function signed(claims: JWTPayload) {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(t.keys.jwtSecret);
}

async function statusWith(token: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/platform/projectCompanyTransfer/notifications',
    headers: { ...HEADERS, authorization: `Bearer ${token}` },
  });
  if (response.statusCode === 401) {
    expect(response.json().codeMessages[0].codeMessage).toBe('ERROR_UNAUTHORIZED');
  }
  return response.statusCode;
}
