import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call, codesOf, fieldsOf } from '../../../test/kit/call';
import { createCompanyWithMember, type TestCompanyWithMember } from '../../../test/kit/companies';
import { logIn } from '../../../test/kit/session';

let t: TestApp;
let company: TestCompanyWithMember;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  company = await createCompanyWithMember(t);
  adminToken = (await logIn(t, company.admin.email)).token;
});
afterAll(async () => {
  await t.close();
});

const regenerate = (payload: object, token: string | null = adminToken) =>
  call(t, 'POST', '/api/company/regenerate-api-token', { token: token ?? undefined, payload });

/** The API token My Company shows to a member of the company. */
const currentToken = async (token: string) => {
  const { body } = await call(t, 'POST', '/api/company/getCompanyMyCompany', {
    token,
    payload: {},
  });
  return body.company?.hashId;
};

describe('POST /api/company/regenerate-api-token', () => {
  it('refuses a caller without a session (401)', async () => {
    const { status } = await regenerate({ companyId: company.id }, null);
    expect(status).toBe(401);
  });

  it('gives an admin a new random token, which My Company then shows', async () => {
    const before = await currentToken(adminToken);
    expect(before).toBeTruthy();
    const { status, body } = await regenerate({ companyId: company.id });
    expect(status).toBe(200);
    expect(body.status).toBe(1);
    expect(body.hashId).toMatch(/^[\w-]{43}$/);
    expect(body.hashId).not.toBe(before);
    expect(body.codeMessages[0]?.message).toBe(
      'The company has a new API token. The old one no longer works.',
    );
    expect(await currentToken(adminToken)).toBe(body.hashId);

    const again = await regenerate({ companyId: company.id });
    expect(again.body.hashId).not.toBe(body.hashId);
  });

  it('refuses a user who is not an admin of the company (403), leaving the token', async () => {
    const before = await currentToken(adminToken);
    const member = await logIn(t, company.member.email);
    const { status, body } = await regenerate({ companyId: company.id }, member.token);
    expect(status).toBe(403);
    expect(codesOf(body)).toEqual(['ERROR_FORBIDDEN']);
    expect(body.hashId).toBeUndefined();
    expect(await currentToken(adminToken)).toBe(before);
  });

  it("refuses another company's id, even from an admin (403)", async () => {
    const other = await createCompanyWithMember(t);
    const otherAdmin = await logIn(t, other.admin.email);
    const before = await currentToken(otherAdmin.token);
    const { status, body } = await regenerate({ companyId: other.id });
    expect(status).toBe(403);
    expect(codesOf(body)).toEqual(['ERROR_FORBIDDEN']);
    expect(await currentToken(otherAdmin.token)).toBe(before);
  });

  it('refuses a body without a valid company id (400 naming the field)', async () => {
    const { status, body } = await regenerate({ companyId: 'ten' });
    expect(status).toBe(400);
    expect(fieldsOf(body)).toEqual(['companyId']);
  });
});
