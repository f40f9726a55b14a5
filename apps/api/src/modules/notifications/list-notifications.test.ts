import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOTIFICATIONS_PAGE_LIMIT,
  type NotificationsPageResponse,
} from '@registry/contract/notifications/list-notifications';
import { notifications } from '../../db/schema/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call } from '../../../test/kit/call';
import { addMember, createCompany } from '../../../test/kit/companies';
import { logIn } from '../../../test/kit/session';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const URL = '/api/platform/projectCompanyTransfer/notifications/all';
const pageOf = (token: string, cursor?: number) =>
  call<NotificationsPageResponse>(t, 'GET', cursor ? `${URL}?cursor=${cursor}` : URL, { token });

describe('GET /api/platform/projectCompanyTransfer/notifications/all', () => {
  it('lists every kind the bell counts, a page at a time, with each one read or not', async () => {
    const home = await createCompany(t);
    const user = await addMember(t, home);
    const colleague = await addMember(t, home);
    const kinds = ['projectTransition', 'creditsReceived', 'projectComment'];
    const total = NOTIFICATIONS_PAGE_LIMIT + 3;
    await t.database.db.insert(notifications).values([
      ...Array.from({ length: total }, (_, index) => ({
        userId: user.id,
        companyId: home.id,
        kind: kinds[index % kinds.length] ?? 'other',
        payload: { projectId: index },
        readAt: index === 0 ? new Date() : null,
      })),
      { userId: colleague.id, companyId: home.id, kind: 'projectTransition' },
    ]);
    const session = await logIn(t, user.email);

    const first = await pageOf(session.token);
    expect(first.status).toBe(200);
    expect(first.body.notifications).toHaveLength(NOTIFICATIONS_PAGE_LIMIT);
    expect(first.body.notifications[0]?.payload).toEqual({ projectId: total - 1 });
    expect(new Set(first.body.notifications.map((n) => n.kind))).toEqual(new Set(kinds));
    expect(first.body.nextCursor).toBe(first.body.notifications.at(-1)?.id);

    const second = await pageOf(session.token, first.body.nextCursor ?? 0);
    expect(second.body.notifications.map((n) => [n.payload.projectId, n.isRead])).toEqual([
      [2, false],
      [1, false],
      [0, true],
    ]);
    expect(second.body.nextCursor).toBeNull();
  });

  it('refuses a caller without a session and a cursor that is not an id', async () => {
    expect((await call(t, 'GET', URL)).status).toBe(401);
    const session = await logIn(t, 'owner@demo.example');
    expect((await pageOf(session.token, -1)).status).toBe(400);
  });
});
