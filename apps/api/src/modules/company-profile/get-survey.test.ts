import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveys } from '../../db/schema/company-profile';
import { seedReference } from '../../db/seed/reference';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call, codesOf } from '../../../test/kit/call';
import { logIn } from '../../../test/kit/session';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await logIn(t, 'new@demo.example')).token;
});
afterAll(async () => {
  await t.close();
});

const getSurvey = (lng: 'en' | 'es' | 'pt', as: string | null = token) =>
  call(t, 'GET', '/api/company/survey-due-diligence', { token: as ?? undefined, lng });

describe('GET /api/company/survey-due-diligence', () => {
  it('refuses a caller without a session (401)', async () => {
    const { status, body } = await getSurvey('en', null);
    expect(status).toBe(401);
    expect(codesOf(body)).toEqual(['ERROR_UNAUTHORIZED']);
  });

  it('answers the five due-diligence questions in order, in each language', async () => {
    const en = await getSurvey('en');
    expect(en.status).toBe(200);
    expect(en.body.surveys?.map((s) => s.description)).toEqual([
      expect.stringContaining('politically exposed person'),
      expect.stringContaining('sanctions list'),
      expect.stringContaining('anti-money-laundering'),
      expect.stringContaining('environmental authority'),
      expect.stringContaining('beneficial owners'),
    ]);
    const es = await getSurvey('es');
    const pt = await getSurvey('pt');
    expect(es.body.surveys?.map((s) => s.id)).toEqual(en.body.surveys?.map((s) => s.id));
    expect(es.body.surveys?.[1]?.description).toMatch(/listas restrictivas/);
    expect(pt.body.surveys?.[4]?.description).toMatch(/beneficiários finais/);
  });

  it('is seeded once: seeding the reference data again adds no question', async () => {
    await seedReference(t.database.db);
    const [row] = await t.database.db.select({ n: count() }).from(surveys);
    expect(row?.n).toBe(5);
  });
});

describe('the OpenAPI document', () => {
  it('lists the My Company and company-view calls', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: object }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/company/getCompanyMyCompany',
        '/api/company/update-my-company',
        '/api/company/update-billing-my-company',
        '/api/company/update-due-diligence-my-company',
        '/api/company/survey-due-diligence',
        '/api/company/update-password-expiration-days',
        '/api/company/get-by-id/{id}',
      ]),
    );
  });
});
