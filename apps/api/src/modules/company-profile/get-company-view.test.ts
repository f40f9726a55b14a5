import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyRequests } from '../../db/schema/company-profile';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call, codesOf, fieldsOf } from '../../../test/kit/call';
import { createCompanyWithMember, type TestCompanyWithMember } from '../../../test/kit/companies';
import { confirmedUpload, documentTypes } from '../../../test/kit/company-documents';
import { logIn } from '../../../test/kit/session';

let t: TestApp;
/** The viewed company, with billing saved twice (a document with history). */
let viewed: TestCompanyWithMember;
let viewedToken: string;
let apiToken: string;

beforeAll(async () => {
  t = await createTestApp();
  viewed = await createCompanyWithMember(t, { typeAccount: 'developer' });
  viewedToken = (await logIn(t, viewed.admin.email)).token;
  const types = await documentTypes(t, viewedToken);
  const mine = await call(t, 'POST', '/api/company/getCompanyMyCompany', {
    token: viewedToken,
    payload: {},
  });
  apiToken = mine.body.company?.hashId ?? '';
  const rut = types.byCode('RUT_TAX_CERTIFICATE');
  const bank = types.byCode('BANK_CERTIFICATE');
  for (const name of ['rut-old.pdf', 'rut-new.pdf']) {
    const { status } = await call(t, 'POST', '/api/company/update-billing-my-company', {
      token: viewedToken,
      payload: {
        billingContactName: 'Billing Person',
        billingEmail: 'billing@example.com',
        specialConsiderations: 'Line 1\nLine 2',
        filesBilling: [
          { typeDocumentCompanyId: rut.id, files: [await confirmedUpload(t, viewed, { name })] },
          ...(name === 'rut-old.pdf'
            ? [{ typeDocumentCompanyId: bank.id, files: [await confirmedUpload(t, viewed)] }]
            : []),
        ],
      },
    });
    if (status !== 200) throw new Error('billing setup failed');
  }
});
afterAll(async () => {
  await t.close();
});

const view = (id: number | string, token?: string, lng: 'en' | 'es' | 'pt' = 'en') =>
  call(t, 'GET', `/api/company/get-by-id/${id}`, { token, lng });

async function link(requester: number, target: number, state: 0 | 1 | 2) {
  await t.database.db
    .insert(companyRequests)
    .values({ requesterCompanyId: requester, targetCompanyId: target, state });
}

describe('GET /api/company/get-by-id/{id}', () => {
  it('refuses a caller without a session (401)', async () => {
    const { status } = await view(viewed.id);
    expect(status).toBe(401);
  });

  it('shows the company to itself, without its API token', async () => {
    const { status, body, raw } = await view(viewed.id, viewedToken);
    expect(status).toBe(200);
    expect(body.status).toBe(1);
    expect(body.company).toMatchObject({
      id: viewed.id,
      companyId: viewed.companyId,
      typeAccount: 'developer',
      country: 'Colombia',
      address: 'Calle 1 # 2-3',
      billingContactName: 'Billing Person',
      billingEmails: 'billing@example.com',
      specialConsiderations: 'Line 1\nLine 2',
      taxIdentificationNumber: '',
      originIncome: false,
      surveyDueDiligence: [],
      ceos: [],
      shareholders: [],
    });
    expect(body.company?.surveys).toHaveLength(5);
    expect(apiToken).not.toBe('');
    expect(raw).not.toContain(apiToken);
    expect(Object.keys(body.company ?? {})).not.toContain('hashId');
  });

  it('lists the users with their flags as 0/1', async () => {
    const { body } = await view(viewed.id, viewedToken);
    const users = body.company?.users ?? [];
    expect(users).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          email: viewed.admin.email,
          active: 1,
          isAdminAccount: 1,
          isContact: 1,
        }),
        expect.objectContaining({
          email: viewed.member.email,
          active: 1,
          isAdminAccount: 0,
          isContact: 0,
        }),
      ]),
    );
  });

  it('groups the documents by type with every version and its last flag', async () => {
    const { body } = await view(viewed.id, viewedToken, 'es');
    const groups = body.company?.companyDocuments ?? [];
    expect(groups.map((g) => [g.typeDocumentCompany.code, g.isBilling])).toEqual([
      ['RUT_TAX_CERTIFICATE', 1],
      ['BANK_CERTIFICATE', 1],
    ]);
    expect(groups[0]?.typeDocumentCompany.description).toBe(
      'Registro tributario (RUT o equivalente)',
    );
    expect(groups[0]?.documents.map((d) => [d.fileName, d.last])).toEqual([
      ['rut-new.pdf', true],
      ['rut-old.pdf', false],
    ]);
    expect(groups[0]?.documents[0]?.created).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('refuses a company with no connection to it (403), even for an unknown id', async () => {
    const stranger = await createCompanyWithMember(t);
    const token = (await logIn(t, stranger.admin.email)).token;
    const seen = await view(viewed.id, token);
    expect(seen.status).toBe(403);
    expect(seen.body.status).toBe(0);
    expect(codesOf(seen.body)).toEqual(['ERROR_FORBIDDEN']);
    expect(seen.raw).not.toContain('Billing Person');
    expect((await view(987_654, token)).status).toBe(403);
  });

  it('refuses a connection that is still pending (403)', async () => {
    const pending = await createCompanyWithMember(t);
    await link(pending.id, viewed.id, 0);
    const token = (await logIn(t, pending.admin.email)).token;
    expect((await view(viewed.id, token)).status).toBe(403);
  });

  it('shows the company to an accepted connection, in both directions', async () => {
    const partner = await createCompanyWithMember(t);
    await link(partner.id, viewed.id, 1);
    const partnerToken = (await logIn(t, partner.member.email)).token;
    const seen = await view(viewed.id, partnerToken);
    expect(seen.status).toBe(200);
    expect(seen.body.company?.name).toMatch(/^Test Company/);
    expect(seen.raw).not.toContain(apiToken);
    const back = await view(partner.id, viewedToken);
    expect(back.status).toBe(200);
    expect(back.body.company?.id).toBe(partner.id);
  });

  it('shows any company to a certifier; an unknown id is 404', async () => {
    const certifier = await logIn(t, 'certifier@demo.example');
    const seen = await view(viewed.id, certifier.token);
    expect(seen.status).toBe(200);
    expect(seen.body.company?.billingEmails).toBe('billing@example.com');
    const unknown = await view(987_654, certifier.token);
    expect(unknown.status).toBe(404);
    expect(codesOf(unknown.body)).toEqual(['ERROR_COMPANY_NOT_FOUND']);
  });

  it('shows the demo data of a demo company to a certifier', async () => {
    const certifier = await logIn(t, 'certifier@demo.example');
    const owner = await logIn(t, 'owner@demo.example');
    const { body } = await view(owner.claims.companyId, certifier.token, 'es');
    expect(body.company?.originIncome).toBe(true);
    expect(body.company?.ceos).toHaveLength(1);
    expect(body.company?.shareholders).toHaveLength(1);
    expect(body.company?.surveyDueDiligence).toHaveLength(body.company?.surveys.length ?? -1);
  });

  it('refuses an id that is not a number (400 naming the field)', async () => {
    const { status, body } = await view('abc', viewedToken);
    expect(status).toBe(400);
    expect(fieldsOf(body)).toEqual(['id']);
  });
});
