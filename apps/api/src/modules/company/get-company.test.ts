import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { GetCompanyResponseSchema } from '@registry/contract/company/get-company';
import { companies, userCompanies, users } from '../../db/schema/accounts';
import { createTestApp, HEADERS, type TestApp } from '../../../test/test-app';
import { logInAs } from '../../../test/log-in';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function tokenOf(email: string): Promise<string> {
  const { body } = await logInAs(t.app, t.keys, email);
  if (!body.token) throw new Error(`no token for ${email}`);
  return body.token;
}

function getCompany(token?: string, headers: Record<string, string> = HEADERS) {
  return t.app.inject({
    method: 'GET',
    url: '/api/company/',
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

describe('GET /api/company/', () => {
  it('answers the caller’s company, membership and password expiration', async () => {
    const response = await getCompany(await tokenOf('owner@demo.example'));
    expect(response.statusCode).toBe(200);
    const body = GetCompanyResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      status: 1,
      company: {
        name: 'Bosques del Pacífico S.A.S.',
        typeAccount: 'owner',
        updateBilling: 1,
        updateDueDiligence: 1,
        passwordExpirationDays: 90,
        state: 'approved',
        stateReason: null,
      },
      userCompany: {
        isAdmin: 1,
        isContact: 1,
        permits: expect.arrayContaining(['project', 'transfer', 'retire']),
      },
      passwordExpirationDays: 90,
    });
    expect(body.company.companyId).toMatch(/^CR-[0-9A-F]{8}$/);
  });

  it('tells a company not approved yet: no permits and both update flags at 0', async () => {
    const body = (await getCompany(await tokenOf('new@demo.example'))).json<unknown>();
    expect(GetCompanyResponseSchema.parse(body)).toMatchObject({
      status: 1,
      company: { name: 'Nueva Empresa Demo S.A.S.', updateBilling: 0, updateDueDiligence: 0 },
      userCompany: { isAdmin: 1, permits: [] },
    });
  });

  it('answers the company the session was switched to, with the permits there', async () => {
    const ownerToken = await tokenOf('owner@demo.example');
    const developerCompany = (
      decodeJwt(ownerToken).userCompanies as Array<{ company_id: number; description: string }>
    ).find((company) => company.description === 'Andes Carbon Developers S.A.S.');
    const switched = await t.app.inject({
      method: 'POST',
      url: '/api/user/loginForCompany',
      headers: { ...HEADERS, authorization: `Bearer ${ownerToken}` },
      payload: { companyId: developerCompany?.company_id },
    });
    const body = (await getCompany(switched.json<{ token: string }>().token)).json<unknown>();
    expect(GetCompanyResponseSchema.parse(body)).toMatchObject({
      company: { id: developerCompany?.company_id, typeAccount: 'developer' },
      userCompany: { isAdmin: 0, isContact: 0, permits: ['transfer', 'retire'] },
    });
  });

  it('shows permits granted after the token was issued', async () => {
    const token = await tokenOf('new@demo.example');
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'new@demo.example'));
    await t.database.db
      .update(userCompanies)
      .set({ permits: ['transfer'] })
      .where(eq(userCompanies.userId, user?.id ?? 0));
    try {
      const body = GetCompanyResponseSchema.parse((await getCompany(token)).json());
      expect(body.userCompany.permits).toEqual(['transfer']);
    } finally {
      await t.database.db
        .update(userCompanies)
        .set({ permits: [] })
        .where(eq(userCompanies.userId, user?.id ?? 0));
    }
  });

  it('ends the session of a caller whose membership was deactivated since the login (401)', async () => {
    const token = await tokenOf('ovv@demo.example');
    const [company] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.email, 'ovv@demo.example'));
    const membership = and(
      eq(userCompanies.companyId, company?.id ?? 0),
      eq(userCompanies.isAdmin, 1),
    );
    await t.database.db.update(userCompanies).set({ active: 0 }).where(membership);
    try {
      const response = await getCompany(token);
      // The token is still signed and unexpired, but the membership it names is gone.
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        status: 0,
        codeMessages: [{ codeMessage: 'ERROR_UNAUTHORIZED' }],
      });
    } finally {
      await t.database.db.update(userCompanies).set({ active: 1 }).where(membership);
    }
  });

  it('answers 401 without a token or with a token it did not sign', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const response = await getCompany(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        status: 0,
        codeMessages: [{ codeMessage: 'ERROR_UNAUTHORIZED' }],
      });
    }
  });

  it('answers in the caller’s language', async () => {
    const response = await getCompany(undefined, { ...HEADERS, lng: 'es' });
    expect(response.json()).toMatchObject({
      codeMessages: [{ message: 'Su sesión no existe o ha caducado. Inicie sesión de nuevo.' }],
    });
  });
});
