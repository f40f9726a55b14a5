import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userCompanies, users } from '../db/schema/accounts';
import { DomainError, UnauthorizedError } from '../lib/domain-error';
import { authPlugin, requireCaller } from './auth';
import { addMember, createCompany, type TestCompany } from '../../test/kit/companies';
import { logIn } from '../../test/kit/session';
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

interface RefreshAnswer {
  status: 0 | 1;
  token?: string;
  codeMessages: { codeMessage: string }[];
}

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

  it('gains the administration of users at once when made an admin', async () => {
    const member = await addMember(t, company);
    const { token } = await logIn(t, member.email);
    const search = () => call('POST', '/api/user/search', token, { page: 1, search: '' });
    expect((await search()).statusCode).toBe(403);

    await t.database.db
      .update(userCompanies)
      .set({ isAdmin: 1 })
      .where(and(eq(userCompanies.userId, member.id), eq(userCompanies.companyId, company.id)));
    const allowed = await search();
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toMatchObject({ status: 1 });
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
    // The admin flag of the token is re-read too: a non-admin is refused before the body is read.
    const unread = await call('POST', '/api/user/search', token, { page: 'first' });
    expect(unread.statusCode).toBe(403);
    expect(unread.json()).toMatchObject({ codeMessages: [{ codeMessage: 'ERROR_FORBIDDEN' }] });
  });
});

describe('a refresh after the user or membership changed, with the refresh token left standing', () => {
  const refresh = async (refreshToken: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/refreshToken',
      headers: HEADERS,
      payload: { refreshToken },
    });
    return { status: response.statusCode, body: response.json<RefreshAnswer>() };
  };
  const isRefused = (answer: { status: number; body: RefreshAnswer }) => {
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      status: 0,
      codeMessages: [{ codeMessage: 'ERROR_REFRESH_TOKEN' }],
    });
    expect(answer.body.token).toBeUndefined();
  };

  it('gives a deactivated user no new token', async () => {
    const member = await addMember(t, company);
    const { refreshToken } = await logIn(t, member.email);
    await t.database.db.update(users).set({ active: 0 }).where(eq(users.id, member.id));
    isRefused(await refresh(refreshToken));
  });

  it('gives no new token for a company whose membership ended, though the user has another', async () => {
    const other = await createCompany(t);
    const member = await addMember(t, company);
    await t.database.db
      .insert(userCompanies)
      .values({ userId: member.id, companyId: other.id, permits: [] });
    const session = await logIn(t, member.email);
    expect(session.caller.companyId).toBe(company.id);
    await t.database.db
      .update(userCompanies)
      .set({ active: 0 })
      .where(and(eq(userCompanies.userId, member.id), eq(userCompanies.companyId, company.id)));
    isRefused(await refresh(session.refreshToken));
  });
});

describe('the authenticate guard on its own, before any handler reads the caller', () => {
  /*
   * Every route of the API also calls requireCaller, which answers 401 by itself;
   * this app's route does not, so what it answers is the guard's own decision.
   */
  let guarded: FastifyInstance;
  beforeAll(async () => {
    guarded = Fastify();
    guarded.decorate('database', t.database);
    guarded.decorate('keys', t.keys);
    await guarded.register(authPlugin);
    guarded.setErrorHandler((error, _request, reply) =>
      reply
        .status(error instanceof DomainError ? error.httpStatus : 500)
        .send({ code: error instanceof Error ? error.message : String(error) }),
    );
    guarded.get('/guarded', { preHandler: guarded.authenticate }, (request) => ({
      userId: request.caller?.userId ?? null,
    }));
    await guarded.ready();
  });
  afterAll(async () => {
    await guarded.close();
  });

  const askWith = (authorization?: string) =>
    guarded.inject({
      method: 'GET',
      url: '/guarded',
      headers: authorization === undefined ? {} : { authorization },
    });

  it('answers 401 without a token, with an empty one, and with a forged one', async () => {
    for (const authorization of [undefined, 'Bearer ', 'Bearer forged.token.here', 'Basic abc']) {
      const answer = await askWith(authorization);
      expect(answer.statusCode, String(authorization)).toBe(401);
      expect(answer.json()).toEqual({ code: 'ERROR_UNAUTHORIZED' });
    }
  });

  it('lets a live session through and tells the handler who calls', async () => {
    const member = await addMember(t, company);
    const { token } = await logIn(t, member.email);
    const answer = await askWith(`Bearer ${token}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ userId: member.id });
  });

  it('answers 401 to a deactivated user before the handler runs', async () => {
    const member = await addMember(t, company);
    const { token } = await logIn(t, member.email);
    await t.database.db.update(users).set({ active: 0 }).where(eq(users.id, member.id));
    expect((await askWith(`Bearer ${token}`)).statusCode).toBe(401);
  });
});

describe('requireCaller', () => {
  it('refuses with 401 a request that no guard has let through', () => {
    expect(() => requireCaller({ caller: null } as FastifyRequest)).toThrow(UnauthorizedError);
  });
});
