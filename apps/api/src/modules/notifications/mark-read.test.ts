import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LatestNotificationsResponse } from '@registry/contract/notifications/list-latest-notifications';
import type { MarkNotificationsReadResponse } from '@registry/contract/notifications/mark-read';
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

const BASE = '/api/platform/projectCompanyTransfer/notifications';
const markRead = (token: string | undefined, payload: object) =>
  call<MarkNotificationsReadResponse & { codeMessages: unknown[] }>(t, 'POST', `${BASE}/read`, {
    ...(token ? { token } : {}),
    payload,
  });
const unreadKinds = async (token: string) => {
  const { body } = await call<LatestNotificationsResponse>(t, 'GET', `${BASE}/latest`, { token });
  return body.notifications.filter((n) => !n.isRead).map((n) => n.kind);
};
const countOf = async (token: string) =>
  (await call<{ notifications: number }>(t, 'GET', BASE, { token })).body.notifications;

/** A user of a fresh company with three unread notifications, and a colleague with one. */
async function scene() {
  const company = await createCompany(t);
  const user = await addMember(t, company);
  const colleague = await addMember(t, company);
  const rows = await t.database.db
    .insert(notifications)
    .values([
      { userId: user.id, companyId: company.id, kind: 'first' },
      { userId: user.id, companyId: company.id, kind: 'second' },
      { userId: user.id, companyId: company.id, kind: 'third' },
      { userId: colleague.id, companyId: company.id, kind: 'colleague' },
    ])
    .returning({ id: notifications.id });
  const ids = rows.map((row) => row.id);
  const session = await logIn(t, user.email);
  const colleagueSession = await logIn(t, colleague.email);
  return { ids, token: session.token, colleagueToken: colleagueSession.token };
}

describe('POST /api/platform/projectCompanyTransfer/notifications/read', () => {
  it('marks the named notifications read and answers the unread count the bell shows', async () => {
    const { ids, token } = await scene();
    expect(await countOf(token)).toBe(3);
    const answer = await markRead(token, { ids: [ids[0], ids[2]] });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 1, notifications: 1 });
    expect(await countOf(token)).toBe(1);
    expect(await unreadKinds(token)).toEqual(['second']);
  });

  it("marks all of them read without ids, and leaves a colleague's unread", async () => {
    const { token, colleagueToken } = await scene();
    const answer = await markRead(token, {});
    expect(answer.body).toMatchObject({ status: 1, notifications: 0 });
    expect(await unreadKinds(token)).toEqual([]);
    expect(await countOf(colleagueToken)).toBe(1);
  });

  it("changes nothing for another user's ids", async () => {
    const { ids, token, colleagueToken } = await scene();
    const answer = await markRead(colleagueToken, { ids: ids.slice(0, 3) });
    expect(answer.body).toMatchObject({ status: 1, notifications: 1 });
    expect(await countOf(token)).toBe(3);
  });

  it('keeps the first read time when marked again', async () => {
    const { ids, token } = await scene();
    await markRead(token, { ids: [ids[0]] });
    const [before] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, ids[0] ?? 0));
    await markRead(token, {});
    const [after] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, ids[0] ?? 0));
    expect(after?.readAt).toEqual(before?.readAt);
  });

  it.each([
    ['an empty list', { ids: [] }],
    ['a fraction', { ids: [1.5] }],
    ['a negative id', { ids: [-1] }],
    ['ids that are not numbers', { ids: ['1'] }],
    ['more than 100 ids', { ids: Array.from({ length: 101 }, (_, i) => i + 1) }],
  ])('refuses %s with a 400 and a codeMessage', async (_, body) => {
    const { token } = await scene();
    const answer = await markRead(token, body);
    expect(answer.status).toBe(400);
    expect(answer.body.status).toBe(0);
    expect(answer.body.codeMessages.length).toBeGreaterThan(0);
    expect(await countOf(token)).toBe(3);
  });

  it('answers 401 without a session', async () => {
    expect((await markRead(undefined, {})).status).toBe(401);
  });
});
