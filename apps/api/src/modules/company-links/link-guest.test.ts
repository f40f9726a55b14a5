import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userCompanies } from '../../db/schema/accounts';
import { companyRequests } from '../../db/schema/company-profile';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { codeOf } from '../../../test/kit/call';
import { addMember, createCompany, type TestCompany } from '../../../test/kit/companies';
import { linkCall, linkCompanies, requestLink } from '../../../test/kit/company-links';
import { logIn, sessionIn, type Session } from '../../../test/kit/session';

/*
 * A user let into a company through a link acts for it, but administers none
 * of its links: answering, deleting, letting a user in or taking one out are
 * for the company's own users (adding a request: company-requests.test.ts).
 */

let t: TestApp;
let home: { company: TestCompany; session: Session };
let guest: Session;
beforeAll(async () => {
  t = await createTestApp();
  const company = await createCompany(t);
  home = { company, session: await logIn(t, company.admin.email) };
  // The admin of a partner company, let into the home company through an accepted link.
  const partner = await createCompany(t);
  const partnerSession = await logIn(t, partner.admin.email);
  const id = await linkCompanies(t, home.session, partnerSession);
  const added = await linkCall(t, 'addUser', {
    token: home.session.token,
    payload: { id, userId: partner.admin.id },
  });
  expect(added.status).toBe(200);
  guest = await sessionIn(t, partnerSession, company.id);
});
afterAll(async () => {
  await t.close();
});

async function side() {
  const company = await createCompany(t);
  return { company, session: await logIn(t, company.admin.email) };
}

const stateOf = async (id: number) =>
  (
    await t.database.db
      .select({ state: companyRequests.state })
      .from(companyRequests)
      .where(eq(companyRequests.id, id))
  )[0]?.state;

const membership = async (userId: number, companyId: number) =>
  (
    await t.database.db
      .select({ active: userCompanies.active, viaRequestId: userCompanies.viaRequestId })
      .from(userCompanies)
      .where(and(eq(userCompanies.userId, userId), eq(userCompanies.companyId, companyId)))
  )[0];

const isForbidden = (answer: Awaited<ReturnType<typeof linkCall>>) => {
  expect(answer.status).toBe(403);
  expect(codeOf(answer)).toBe('ERROR_FORBIDDEN');
};

describe('a guest let in through a link', () => {
  it('acts for the company: sees its requests', async () => {
    const answer = await linkCall(t, 'myCompany', { token: guest.token });
    expect(answer.status).toBe(200);
    expect(answer.body.companyReques?.length).toBeGreaterThan(0);
  });

  it('may not accept, reject or delete a request the company received', async () => {
    const sender = await side();
    const id = await requestLink(t, sender.session, home.company);
    isForbidden(await linkCall(t, 'accept', { token: guest.token, payload: { id } }));
    isForbidden(await linkCall(t, 'reject', { token: guest.token, payload: { id } }));
    isForbidden(await linkCall(t, 'delete', { token: guest.token, payload: { id } }));
    expect(await stateOf(id)).toBe(0);
  });

  it('may not let a user of a linked company in, nor take one out', async () => {
    const linked = await side();
    const id = await linkCompanies(t, home.session, linked.session);
    const colleague = await addMember(t, linked.company);

    isForbidden(
      await linkCall(t, 'addUser', { token: guest.token, payload: { id, userId: colleague.id } }),
    );
    expect(await membership(colleague.id, home.company.id)).toBeUndefined();

    const added = await linkCall(t, 'addUser', {
      token: home.session.token,
      payload: { id, userId: colleague.id },
    });
    expect(added.status).toBe(200);
    isForbidden(
      await linkCall(t, 'deleteUser', {
        token: guest.token,
        payload: { id, userId: colleague.id },
      }),
    );
    expect(await membership(colleague.id, home.company.id)).toEqual({
      active: 1,
      viaRequestId: id,
    });
    isForbidden(await linkCall(t, 'delete', { token: guest.token, payload: { id } }));
    expect(await stateOf(id)).toBe(1);
  });
});
