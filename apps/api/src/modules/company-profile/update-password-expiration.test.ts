import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_EXPIRATION_OPTIONS } from '@registry/contract/company/password-expiration';
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

const update = (payload: object, token: string | null = adminToken) =>
  call(t, 'POST', '/api/company/update-password-expiration-days', {
    token: token ?? undefined,
    payload,
  });

const currentDays = async (token: string) => {
  const { body } = await call(t, 'POST', '/api/company/getCompanyMyCompany', {
    token,
    payload: {},
  });
  return body.company?.passwordExpirationDays;
};

describe('POST /api/company/update-password-expiration-days', () => {
  it('offers 30, 60, 90, 180 and 365 days', () => {
    expect(PASSWORD_EXPIRATION_OPTIONS.map((option) => option.days)).toEqual([
      30, 60, 90, 180, 365,
    ]);
  });

  it('refuses a caller without a session (401)', async () => {
    const { status } = await update({ companyId: company.id, expirationDays: 30 }, null);
    expect(status).toBe(401);
  });

  it("lets an admin set the company's password expiration", async () => {
    const { status, body } = await update({ companyId: company.id, expirationDays: 180 });
    expect(status).toBe(200);
    expect(body.passwordExpirationDays).toBe(180);
    expect(body.codeMessages[0]?.message).toBe(
      'Passwords of this company now expire every 180 days.',
    );
    expect(await currentDays(adminToken)).toBe(180);
  });

  it('refuses a number of days that is not an option (400 naming the field)', async () => {
    const { status, body } = await update({ companyId: company.id, expirationDays: 45 });
    expect(status).toBe(400);
    expect(fieldsOf(body)).toEqual(['expirationDays']);
    expect(await currentDays(adminToken)).toBe(180);
  });

  it('refuses a user who is not an admin of the company (403)', async () => {
    const member = await logIn(t, company.member.email);
    const { status, body } = await update(
      { companyId: company.id, expirationDays: 30 },
      member.token,
    );
    expect(status).toBe(403);
    expect(codesOf(body)).toEqual(['ERROR_FORBIDDEN']);
    expect(await currentDays(adminToken)).toBe(180);
  });

  it("refuses another company's id, even from an admin (403)", async () => {
    const other = await createCompanyWithMember(t);
    const { status, body } = await update({ companyId: other.id, expirationDays: 30 });
    expect(status).toBe(403);
    expect(codesOf(body)).toEqual(['ERROR_FORBIDDEN']);
    const otherAdmin = await logIn(t, other.admin.email);
    expect(await currentDays(otherAdmin.token)).toBe(90);
  });
});
