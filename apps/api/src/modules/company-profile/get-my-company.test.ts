import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, userCompanies } from '../../db/schema/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call, codesOf } from '../../../test/kit/call';
import { createCompanyWithMember } from '../../../test/kit/companies';
import { logIn } from '../../../test/kit/session';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const getMyCompany = (token?: string, lng: 'en' | 'es' | 'pt' = 'en') =>
  call(t, 'POST', '/api/company/getCompanyMyCompany', { token, payload: {}, lng });

describe('POST /api/company/getCompanyMyCompany', () => {
  it('refuses a caller without a session (401)', async () => {
    const { status, body } = await getMyCompany();
    expect(status).toBe(401);
    expect(codesOf(body)).toEqual(['ERROR_UNAUTHORIZED']);
  });

  it("answers the demo owner's five tabs with names in the caller's language", async () => {
    const owner = await logIn(t, 'owner@demo.example');
    const { status, body } = await getMyCompany(owner.token, 'es');
    expect(status).toBe(200);
    expect(body.status).toBe(1);
    const company = body.company;
    expect(company).toMatchObject({
      id: owner.claims.companyId,
      name: 'Bosques del Pacífico S.A.S.',
      typeAccount: 'owner',
      documentNumber: '900123456',
      country: 'Colombia',
      email: 'owner@demo.example',
      address: 'Carrera 7 # 71-21, Bogotá',
      updateBilling: 1,
      updateDueDiligence: 1,
      passwordExpirationDays: 90,
      originIncome: true,
    });
    expect(company?.platformId).toMatch(/^CR-/);
    expect(company?.companyId).toBe(company?.platformId);
    expect(company?.typeDocument).toMatch(/^NIT/);
    // The demo data of the billing and due-diligence tabs.
    expect(company?.billingContactName).not.toBe('');
    expect(company?.billingEmail).toContain('@');
    expect(company?.taxIdentificationNumber).not.toBe('');
    expect(company?.ceos).toHaveLength(1);
    expect(company?.shareholders).toHaveLength(1);
    expect(company?.surveyDueDiligence).toHaveLength(body.surveys?.length ?? -1);
    // Document types of both tabs, in Spanish, and the survey.
    const types = body.typeDocumentsCompanies ?? [];
    expect(types.some((type) => type.isBilling === 1 && type.isRequired === 1)).toBe(true);
    expect(types.some((type) => type.isBilling === 0 && type.multiple > 0)).toBe(true);
    expect(types.map((type) => type.description)).toContain('Certificación bancaria');
    expect(body.surveys).toHaveLength(5);
    expect(body.surveys?.[0]?.description).toMatch(/persona expuesta políticamente/);
    expect(body.isAdminCompany).toBe(1);
  });

  it('gives the company an API token (hashId) on the first call and keeps it', async () => {
    const company = await createCompanyWithMember(t);
    const [before] = await t.database.db
      .select({ apiToken: companies.apiToken })
      .from(companies)
      .where(eq(companies.id, company.id));
    expect(before?.apiToken).toBeNull();
    const admin = await logIn(t, company.admin.email);
    const first = await getMyCompany(admin.token);
    const hashId = first.body.company?.hashId ?? '';
    expect(hashId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const member = await logIn(t, company.member.email);
    const second = await getMyCompany(member.token);
    expect(second.body.company?.hashId).toBe(hashId);
    expect(second.body.isAdminCompany).toBe(0);
  });

  it("shows new@'s unapproved company with empty tabs and both flags at 0", async () => {
    const fresh = await logIn(t, 'new@demo.example');
    const { body } = await getMyCompany(fresh.token);
    expect(body.company).toMatchObject({
      updateBilling: 0,
      updateDueDiligence: 0,
      billingContactName: '',
      billingEmail: '',
      taxIdentificationNumber: '',
      originIncome: false,
      ceos: [],
      shareholders: [],
      surveyDueDiligence: [],
      companiesDocuments: [],
      companiesMedia: null,
      documentTypesWithHistory: [],
      hasLogoHistory: false,
    });
  });

  it('ends the session of a caller whose membership was removed after the token was issued (401)', async () => {
    const company = await createCompanyWithMember(t);
    const member = await logIn(t, company.member.email);
    await t.database.db
      .update(userCompanies)
      .set({ active: 0 })
      .where(
        and(eq(userCompanies.userId, company.member.id), eq(userCompanies.companyId, company.id)),
      );
    const { status, body } = await getMyCompany(member.token);
    expect(status).toBe(401);
    expect(codesOf(body)).toEqual(['ERROR_UNAUTHORIZED']);
  });
});
