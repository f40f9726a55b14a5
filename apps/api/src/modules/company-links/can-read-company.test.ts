import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { canReadCompany } from './can-read-company';
import { createCompany, type TestCompany } from '../../../test/kit/companies';
import { linkCall, linkCompanies, requestLink } from '../../../test/kit/company-links';
import { logIn, type Session } from '../../../test/kit/session';

let t: TestApp;
let reader: Session;
let readerCompany: TestCompany;
let certifier: Session;
beforeAll(async () => {
  t = await createTestApp();
  readerCompany = await createCompany(t);
  reader = await logIn(t, readerCompany.admin.email);
  const certifierCompany = await createCompany(t, { typeAccount: 'certifier' });
  certifier = await logIn(t, certifierCompany.admin.email);
});
afterAll(async () => {
  await t.close();
});

/** A company and its admin's session. */
async function company() {
  const created = await createCompany(t);
  return { company: created, session: await logIn(t, created.admin.email) };
}

const canRead = (session: Session, companyId: number) =>
  canReadCompany(t.database.db, session.caller, companyId);

describe('canReadCompany', () => {
  it('lets a company read itself', async () => {
    expect(await canRead(reader, readerCompany.id)).toBe(true);
  });

  it('lets a certifier read any company, linked or not', async () => {
    const { company: other } = await company();
    expect(await canRead(certifier, other.id)).toBe(true);
  });

  it('lets both sides of an accepted link read each other', async () => {
    const requester = await company();
    const target = await company();
    await linkCompanies(t, requester.session, target.session);
    expect(await canRead(requester.session, target.company.id)).toBe(true);
    expect(await canRead(target.session, requester.company.id)).toBe(true);
  });

  it('refuses both sides of a pending request', async () => {
    const requester = await company();
    const target = await company();
    await requestLink(t, requester.session, target.company);
    expect(await canRead(requester.session, target.company.id)).toBe(false);
    expect(await canRead(target.session, requester.company.id)).toBe(false);
  });

  it('refuses both sides of a rejected request', async () => {
    const requester = await company();
    const target = await company();
    const id = await requestLink(t, requester.session, target.company);
    expect(
      (await linkCall(t, 'reject', { token: target.session.token, payload: { id } })).status,
    ).toBe(200);
    expect(await canRead(requester.session, target.company.id)).toBe(false);
    expect(await canRead(target.session, requester.company.id)).toBe(false);
  });

  it('refuses a stranger, and a company linked only to someone else', async () => {
    const stranger = await company();
    const a = await company();
    const b = await company();
    await linkCompanies(t, a.session, b.session);
    expect(await canRead(stranger.session, a.company.id)).toBe(false);
    expect(await canRead(stranger.session, b.company.id)).toBe(false);
    expect(await canRead(reader, a.company.id)).toBe(false);
  });

  it('refuses again once an accepted link is deleted', async () => {
    const requester = await company();
    const target = await company();
    const id = await linkCompanies(t, requester.session, target.session);
    await linkCall(t, 'delete', { token: target.session.token, payload: { id } });
    expect(await canRead(requester.session, target.company.id)).toBe(false);
    expect(await canRead(target.session, requester.company.id)).toBe(false);
  });
});
