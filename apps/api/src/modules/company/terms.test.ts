import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAs } from '../../../test/log-in';
import { createTestApp, HEADERS, type TestApp } from '../../../test/test-app';
import { companies } from '../../db/schema/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function sessionOf(email: string) {
  const { body } = await logInAs(t.app, t.keys, email);
  if (!body.token) throw new Error(`login of ${email} failed`);
  return { token: body.token, companyId: decodeJwt(body.token).companyId as number };
}

function call(method: 'GET' | 'POST', token?: string, payload?: object) {
  return t.app.inject({
    method,
    url: '/api/company/terms',
    headers: { ...HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload ? { payload } : {}),
  });
}

describe('GET /api/company/terms', () => {
  it('tells what the caller company accepted', async () => {
    const owner = await sessionOf('owner@demo.example');
    expect((await call('GET', owner.token)).json()).toMatchObject({
      status: 1,
      isTerms: true,
      isHabeas: true,
      companyId: owner.companyId,
    });
    const fresh = await sessionOf('new@demo.example');
    expect((await call('GET', fresh.token)).json()).toMatchObject({
      status: 1,
      isTerms: false,
      isHabeas: false,
      companyId: fresh.companyId,
    });
  });

  it('answers 401 without a session', async () => {
    expect((await call('GET')).statusCode).toBe(401);
  });
});

describe('POST /api/company/terms', () => {
  it('refuses unless both are accepted', async () => {
    const { token, companyId } = await sessionOf('new@demo.example');
    for (const [isTerms, isHabeas] of [
      [true, false],
      [false, true],
      [false, false],
    ]) {
      const response = await call('POST', token, { isTerms, isHabeas, companyId });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        status: 0,
        codeMessages: [{ codeMessage: 'ERROR_TERMS_REQUIRED' }],
      });
    }
    const [company] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, companyId));
    expect(company).toMatchObject({ acceptTerms: 0, acceptHabeas: 0 });
  });

  it("refuses another company's id with ERROR_FORBIDDEN", async () => {
    const { token } = await sessionOf('new@demo.example');
    const owner = await sessionOf('owner@demo.example');
    const response = await call('POST', token, {
      isTerms: true,
      isHabeas: true,
      companyId: owner.companyId,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().codeMessages[0].codeMessage).toBe('ERROR_FORBIDDEN');
  });

  it('refuses a body without the flags, naming the field', async () => {
    const { token, companyId } = await sessionOf('new@demo.example');
    const response = await call('POST', token, { companyId });
    expect(response.statusCode).toBe(400);
    expect(response.json().codeMessages).toContainEqual(
      expect.objectContaining({ codeMessage: 'ERROR_INVALID_FIELD', field: 'isTerms' }),
    );
  });

  it('answers 401 without a session', async () => {
    expect(
      (await call('POST', undefined, { isTerms: true, isHabeas: true, companyId: 1 })).statusCode,
    ).toBe(401);
  });

  it('records the acceptance and answers a fresh session; the next login needs no modal', async () => {
    const { token, companyId } = await sessionOf('new@demo.example');
    const response = await call('POST', token, { isTerms: true, isHabeas: true, companyId });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 1, codeMessages: [{ codeMessage: 'SUCCESS_TERMS' }] });
    expect(decodeJwt(body.token)).toMatchObject({ email: 'new@demo.example', companyId });
    expect(body.refreshToken).toEqual(expect.any(String));
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/user/refreshToken',
      headers: HEADERS,
      payload: { refreshToken: body.refreshToken },
    });
    expect(refreshed.json().status).toBe(1);
    expect((await logInAs(t.app, t.keys, 'new@demo.example')).body.acceptTerms).toBe(1);
  });
});
