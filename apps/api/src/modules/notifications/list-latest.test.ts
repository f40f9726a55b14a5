import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LatestNotificationsResponse } from '@registry/contract/notifications/list-latest-notifications';
import { LATEST_NOTIFICATIONS_LIMIT } from '@registry/contract/notifications/list-latest-notifications';
import { notifications, userCompanies } from '../../db/schema/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call } from '../../../test/kit/call';
import { addMember, createCompany } from '../../../test/kit/companies';
import { logIn, sessionIn } from '../../../test/kit/session';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const URL = '/api/platform/projectCompanyTransfer/notifications/latest';
const latestWith = (token?: string) =>
  call<LatestNotificationsResponse>(t, 'GET', URL, token ? { token } : {});

describe('GET /api/platform/projectCompanyTransfer/notifications/latest', () => {
  it("lists the caller's notifications of the session's company, newest first", async () => {
    const home = await createCompany(t);
    const elsewhere = await createCompany(t);
    const user = await addMember(t, home);
    const colleague = await addMember(t, home);
    await t.database.db
      .insert(userCompanies)
      .values({ userId: user.id, companyId: elsewhere.id, permits: [] });
    const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 10, minute));
    await t.database.db.insert(notifications).values([
      {
        userId: user.id,
        companyId: home.id,
        kind: 'transferReceived',
        payload: { project: 'Bosque', quantity: 12, nested: { no: 1 } },
        createdAt: at(1),
      },
      { userId: user.id, companyId: home.id, kind: 'review', createdAt: at(2), readAt: at(3) },
      { userId: user.id, companyId: elsewhere.id, kind: 'elsewhere', createdAt: at(4) },
      { userId: colleague.id, companyId: home.id, kind: 'colleague', createdAt: at(5) },
    ]);
    const session = await logIn(t, user.email);
    const { status, body } = await latestWith(session.token);
    expect(status).toBe(200);
    expect(body.status).toBe(1);
    expect(body.notifications).toEqual([
      expect.objectContaining({ kind: 'review', isRead: true, payload: {} }),
      expect.objectContaining({
        kind: 'transferReceived',
        isRead: false,
        payload: { project: 'Bosque', quantity: 12 },
        createdAt: at(1).toISOString(),
      }),
    ]);
    const there = await sessionIn(t, session, elsewhere.id);
    const other = await latestWith(there.token);
    expect(other.body.notifications.map((n) => n.kind)).toEqual(['elsewhere']);
  });

  it(`answers at most ${LATEST_NOTIFICATIONS_LIMIT}`, async () => {
    const company = await createCompany(t);
    const user = await addMember(t, company);
    await t.database.db.insert(notifications).values(
      Array.from({ length: LATEST_NOTIFICATIONS_LIMIT + 3 }, () => ({
        userId: user.id,
        companyId: company.id,
        kind: 'test',
      })),
    );
    const session = await logIn(t, user.email);
    const { body } = await latestWith(session.token);
    expect(body.notifications).toHaveLength(LATEST_NOTIFICATIONS_LIMIT);
  });

  it('answers an empty list to a user without notifications', async () => {
    const company = await createCompany(t);
    const user = await addMember(t, company);
    const session = await logIn(t, user.email);
    const { body } = await latestWith(session.token);
    expect(body).toMatchObject({ status: 1, notifications: [] });
  });

  it('answers 401 without a session', async () => {
    expect((await latestWith()).status).toBe(401);
  });
});
