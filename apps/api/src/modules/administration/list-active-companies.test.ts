import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  ActiveCompaniesResponseSchema,
  type ActiveCompaniesResponse,
} from '@registry/contract/administration/companies';
import { companies } from '../../db/schema/accounts';
import { createTestApp, HEADERS, type TestApp } from '../../../test/test-app';
import { getAs, tokenOf } from '../../../test/kit/token-calls';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/company/active', () => {
  it('lists only the approved companies, by name, for any session', async () => {
    const token = await tokenOf(t, 'new@demo.example');
    const { status, body } = await getAs<ActiveCompaniesResponse>(t, token, '/api/company/active');
    expect(status).toBe(200);
    const names = ActiveCompaniesResponseSchema.parse(body).companies.map((c) => c.name);
    const approved = await t.database.db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.state, 'approved'))
      .orderBy(asc(companies.name));
    expect(names).toEqual(approved.map((row) => row.name));
    expect(names).toContain('Bosques del Pacífico S.A.S.');
    for (const hidden of [
      'Nueva Empresa Demo S.A.S.',
      'Reforestadora Pendiente S.A.S.',
      'Carbono Rechazado Ltda.',
      'Agroforestal Suspendida S.A.S.',
    ]) {
      expect(names).not.toContain(hidden);
    }
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/company/active',
      headers: HEADERS,
    });
    expect(response.statusCode).toBe(401);
  });
});
