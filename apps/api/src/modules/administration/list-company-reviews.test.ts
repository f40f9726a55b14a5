import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CompanyReviewsResponseSchema,
  type CompanyReviewsResponse,
} from '@registry/contract/administration/companies';
import { companies } from '../../db/schema/accounts';
import { createTestApp, HEADERS, type TestApp } from '../../../test/test-app';
import { getAs, tokenOf } from '../../../test/kit/token-calls';

let t: TestApp;
let certifier: string;
let suspendedId: number;
beforeAll(async () => {
  t = await createTestApp();
  certifier = await tokenOf(t, 'certifier@demo.example');
  const [suspended] = await t.database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Agroforestal Suspendida S.A.S.'));
  suspendedId = suspended?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

const reviewsUrl = (id: number) => `/api/administration/companies/${id}/reviews`;

describe('GET /api/administration/companies/{id}/reviews', () => {
  it('answers the certifier the reviews, newest first, with the reviewer’s name', async () => {
    const reinstated = await t.app.inject({
      method: 'POST',
      url: '/api/administration/companies/review',
      headers: { ...HEADERS, authorization: `Bearer ${certifier}` },
      payload: { companyId: suspendedId, action: 'reinstate' },
    });
    expect(reinstated.statusCode).toBe(200);
    const { status, body } = await getAs<CompanyReviewsResponse>(
      t,
      certifier,
      reviewsUrl(suspendedId),
    );
    expect(status).toBe(200);
    const { reviews } = CompanyReviewsResponseSchema.parse(body);
    expect(reviews.map((review) => [review.action, review.fromState, review.toState])).toEqual([
      ['reinstate', 'suspended', 'approved'],
      ['suspend', 'approved', 'suspended'],
    ]);
    expect(reviews[1]?.reason).toContain('doble contabilidad');
    expect(reviews[0]?.reviewerName).toBeTruthy();
    expect(new Set(reviews.map((review) => review.reviewerName)).size).toBe(1);
  });

  it('answers the company’s own users, refuses another company’s (403)', async () => {
    const own = await tokenOf(t, 'suspended@demo.example');
    const answer = await getAs<CompanyReviewsResponse>(t, own, reviewsUrl(suspendedId));
    expect(answer.status).toBe(200);
    expect(answer.body.reviews.length).toBeGreaterThan(0);
    const other = await tokenOf(t, 'owner@demo.example');
    expect((await getAs(t, other, reviewsUrl(suspendedId))).status).toBe(403);
  });

  it('answers 404 for no such company, an empty list for a company never reviewed', async () => {
    expect((await getAs(t, certifier, reviewsUrl(999_999))).status).toBe(404);
    const [pending] = await t.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, 'Reforestadora Pendiente S.A.S.'));
    const answer = await getAs<CompanyReviewsResponse>(t, certifier, reviewsUrl(pending?.id ?? 0));
    expect(answer.body.reviews).toEqual([]);
  });
});
