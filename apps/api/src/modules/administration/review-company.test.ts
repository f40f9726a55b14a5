import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { ReviewCompanyResponseSchema } from '@registry/contract/administration/companies';
import { PERMITS_BY_ACCOUNT_TYPE } from '@registry/contract/auth/account-type';
import { companies, notifications, userCompanies, users } from '../../db/schema/accounts';
import { companyReviews } from '../../db/schema/company-reviews';
import { createTestApp, HEADERS, type TestApp } from '../../../test/test-app';
import { logInAs } from '../../../test/log-in';
import { sentMailsTo } from '../../../test/outbox';

let t: TestApp;
let certifier: string;
beforeAll(async () => {
  t = await createTestApp();
  certifier = await tokenOf('certifier@demo.example');
});
afterAll(async () => {
  await t.close();
});

async function tokenOf(email: string): Promise<string> {
  const { body } = await logInAs(t.app, t.keys, email);
  if (!body.token) throw new Error(`no token for ${email}`);
  return body.token;
}

async function companyOf(email: string) {
  const [row] = await t.database.db
    .select({ company: companies })
    .from(users)
    .innerJoin(userCompanies, eq(userCompanies.userId, users.id))
    .innerJoin(companies, eq(companies.id, userCompanies.companyId))
    .where(and(eq(users.email, email), eq(userCompanies.isAdmin, 1)));
  if (!row) throw new Error(`no company for ${email}`);
  return row.company;
}

async function review(token: string, payload: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/administration/companies/review',
    headers: { ...HEADERS, authorization: `Bearer ${token}` },
    payload,
  });
  return {
    status: response.statusCode,
    body: response.json<{ codeMessages: { codeMessage: string; field?: string }[] }>(),
  };
}

async function reviewsOf(companyId: number) {
  return t.database.db
    .select()
    .from(companyReviews)
    .where(eq(companyReviews.companyId, companyId))
    .orderBy(desc(companyReviews.id));
}

describe('POST /api/administration/companies/review', () => {
  it('is the certifier’s: another account type gets 403, an unknown company 404', async () => {
    const pending = await companyOf('pending@demo.example');
    const owner = await tokenOf('owner@demo.example');
    const refused = await review(owner, { companyId: pending.id, action: 'approve' });
    expect(refused.status).toBe(403);
    expect((await companyOf('pending@demo.example')).state).toBe('pending');
    const unknown = await review(certifier, { companyId: 999_999, action: 'approve' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.codeMessages[0]?.codeMessage).toBe('ERROR_COMPANY_NOT_FOUND');
  });

  it('approves a pending company: its users without permits get their type’s at the next call', async () => {
    const company = await companyOf('new@demo.example');
    const user = await tokenOf('new@demo.example');
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/company/',
      headers: { ...HEADERS, authorization: `Bearer ${user}` },
    });
    expect(before.json()).toMatchObject({
      company: { state: 'pending', stateReason: null },
      userCompany: { permits: [] },
    });

    const approved = await review(certifier, { companyId: company.id, action: 'approve' });
    expect(approved.status).toBe(200);
    expect(ReviewCompanyResponseSchema.parse(approved.body).company).toMatchObject({
      id: company.id,
      state: 'approved',
      stateReason: null,
    });

    const after = await t.app.inject({
      method: 'GET',
      url: '/api/company/',
      headers: { ...HEADERS, authorization: `Bearer ${user}` },
    });
    expect(after.json()).toMatchObject({
      company: { state: 'approved', stateReason: null },
      userCompany: { permits: [...PERMITS_BY_ACCOUNT_TYPE.owner] },
    });
    const [row] = await reviewsOf(company.id);
    expect(row).toMatchObject({
      action: 'approve',
      fromState: 'pending',
      toState: 'approved',
      reason: '',
    });
    const [bell] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.companyId, company.id), eq(notifications.kind, 'companyReview')));
    expect(bell?.payload).toMatchObject({ action: 'approve', company: company.name });
    const mails = await sentMailsTo(t, 'new@demo.example');
    expect(mails.at(-1)?.subject).toBe(`${company.name} was approved in the registry`);
  });

  it('rejects with a reason (required), stores it and a review row, and mails it', async () => {
    const company = await companyOf('pending@demo.example');
    const missing = await review(certifier, { companyId: company.id, action: 'reject' });
    expect(missing.status).toBe(400);
    expect(missing.body.codeMessages[0]?.field).toBe('reason');

    const reason = 'The chamber of commerce certificate is older than 30 days.';
    const rejected = await review(certifier, { companyId: company.id, action: 'reject', reason });
    expect(rejected.status).toBe(200);
    const stored = await companyOf('pending@demo.example');
    expect(stored).toMatchObject({ state: 'rejected', stateReason: reason });
    const [row] = await reviewsOf(company.id);
    expect(row).toMatchObject({
      action: 'reject',
      fromState: 'pending',
      toState: 'rejected',
      reason,
    });
    const [certifierUser] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'certifier@demo.example'));
    expect(row?.reviewerUserId).toBe(certifierUser?.id);
    const mail = (await sentMailsTo(t, 'pending@demo.example')).at(-1);
    expect(mail?.body).toContain(reason);

    const again = await review(certifier, { companyId: company.id, action: 'reject', reason });
    expect(again.status).toBe(409);
    expect(again.body.codeMessages[0]?.codeMessage).toBe('ERROR_COMPANY_STATE');
    // A rejected company may be approved after all; its reason is cleared.
    const approved = await review(certifier, { companyId: company.id, action: 'approve' });
    expect(approved.status).toBe(200);
    expect(await companyOf('pending@demo.example')).toMatchObject({
      state: 'approved',
      stateReason: null,
    });
  });

  it('suspends and reinstates; a membership that has permits keeps them', async () => {
    const developer = await companyOf('developer@demo.example');
    const reason = 'Double counting under investigation.';
    const wrong = await review(certifier, { companyId: developer.id, action: 'reinstate' });
    expect(wrong.status).toBe(409);
    expect((await review(certifier, { companyId: developer.id, action: 'approve' })).status).toBe(
      409,
    );
    const suspended = await review(certifier, {
      companyId: developer.id,
      action: 'suspend',
      reason,
    });
    expect(suspended.status).toBe(200);
    expect(await companyOf('developer@demo.example')).toMatchObject({
      state: 'suspended',
      stateReason: reason,
    });
    expect(
      (await review(certifier, { companyId: developer.id, action: 'suspend', reason })).status,
    ).toBe(409);
    expect(
      (await review(certifier, { companyId: developer.id, action: 'reject', reason })).status,
    ).toBe(409);

    const reinstated = await review(certifier, { companyId: developer.id, action: 'reinstate' });
    expect(reinstated.status).toBe(200);
    expect(await companyOf('developer@demo.example')).toMatchObject({
      state: 'approved',
      stateReason: null,
    });
    const [owner] = await t.database.db
      .select({ permits: userCompanies.permits })
      .from(userCompanies)
      .innerJoin(users, eq(users.id, userCompanies.userId))
      .where(and(eq(users.email, 'owner@demo.example'), eq(userCompanies.companyId, developer.id)));
    expect(owner?.permits).toEqual(['transfer', 'retire']);
    const rows = await reviewsOf(developer.id);
    expect(rows.map((row) => row.action)).toEqual(['reinstate', 'suspend']);
  });

  it('keeps the review when the mail fails, and logs it', async () => {
    const company = await companyOf('rejected@demo.example');
    const send = vi.spyOn(t.app.mailer, 'send').mockRejectedValue(new Error('smtp down'));
    try {
      const approved = await review(certifier, { companyId: company.id, action: 'approve' });
      expect(approved.status).toBe(200);
    } finally {
      send.mockRestore();
    }
    expect((await companyOf('rejected@demo.example')).state).toBe('approved');
    expect(
      t.logs.some(
        (line) => line.includes('a notice mail failed') && line.includes('companyReview'),
      ),
    ).toBe(true);
  });
});
