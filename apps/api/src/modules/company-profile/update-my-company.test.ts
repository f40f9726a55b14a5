import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/accounts';
import { companyMedia } from '../../db/schema/files';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call, codesOf, fieldsOf } from '../../../test/kit/call';
import { createCompanyWithMember, type TestCompanyWithMember } from '../../../test/kit/companies';
import { confirmedUpload } from '../../../test/kit/company-documents';
import { logIn } from '../../../test/kit/session';

let t: TestApp;
let company: TestCompanyWithMember;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  company = await createCompanyWithMember(t);
  // Saves are for any active member, not only admins.
  token = (await logIn(t, company.member.email)).token;
});
afterAll(async () => {
  await t.close();
});

const save = (payload: object, lng: 'en' | 'es' | 'pt' = 'en', as = token) =>
  call(t, 'POST', '/api/company/update-my-company', { token: as, payload, lng });

const general = { address: 'Avenida 68 # 10-20', contactName: 'Ana Pérez', phone: '310 555 1234' };

describe('POST /api/company/update-my-company', () => {
  it('refuses a caller without a session (401)', async () => {
    const { status } = await call(t, 'POST', '/api/company/update-my-company', {
      payload: { company: general },
    });
    expect(status).toBe(401);
  });

  it('saves address, contact name and phone, sanitized', async () => {
    const { status, body } = await save({
      company: {
        address: '  Calle <b>80</b> # 1-2\u0007 ',
        contactName: ' Ana\nPérez ',
        phone: '310 555 1234',
      },
    });
    expect(status).toBe(200);
    expect(codesOf(body)).toEqual(['SUCCESS_COMPANY_UPDATED']);
    expect(body.company).toMatchObject({
      address: 'Calle b80/b # 1-2',
      contactName: 'Ana Pérez',
      phone: '3105551234',
    });
    const again = await call(t, 'POST', '/api/company/getCompanyMyCompany', {
      token,
      payload: {},
    });
    expect(again.body.company?.address).toBe('Calle b80/b # 1-2');
  });

  it('names each missing field with youMustCompleteAllFields, in the caller language', async () => {
    const { status, body } = await save(
      { company: { address: ' ', contactName: '<>', phone: '' } },
      'es',
    );
    expect(status).toBe(400);
    expect(body.status).toBe(0);
    expect(codesOf(body)).toEqual([
      'youMustCompleteAllFields',
      'youMustCompleteAllFields',
      'youMustCompleteAllFields',
    ]);
    expect(fieldsOf(body)).toEqual(['company.address', 'company.contactName', 'company.phone']);
    expect(body.codeMessages[0]?.message).toBe('Debe completar todos los campos: dirección.');
  });

  it('answers one codeMessage for a single missing field and changes nothing', async () => {
    const { body } = await save({ company: { ...general, contactName: '' } });
    expect(fieldsOf(body)).toEqual(['company.contactName']);
    const [row] = await t.database.db
      .select({ address: companies.address })
      .from(companies)
      .where(eq(companies.id, company.id));
    expect(row?.address).not.toBe(general.address);
  });

  it("refuses a phone that does not follow the country's format", async () => {
    const { status, body } = await save({ company: { ...general, phone: '12 34' } });
    expect(status).toBe(400);
    expect(codesOf(body)).toEqual(['ERROR_PHONE_FORMAT']);
  });

  it('refuses a body without the company object (400 naming the field)', async () => {
    const { status, body } = await save({ imageCompany: null });
    expect(status).toBe(400);
    expect(fieldsOf(body)).toEqual(['company']);
  });

  it('makes an uploaded logo the current one and keeps the previous one as history', async () => {
    const first = await confirmedUpload(t, company, { fileType: 'logo', name: 'logo-1.png' });
    const one = await save({ company: general, imageCompany: first });
    expect(one.status).toBe(200);
    expect(one.body.company?.companiesMedia).toMatchObject({
      fileName: 'logo-1.png',
      route: first.route,
      md5: first.md5,
    });

    const second = await confirmedUpload(t, company, { fileType: 'logo', name: 'logo-2.png' });
    const two = await save({ company: general, imageCompany: second });
    expect(two.body.company?.companiesMedia?.fileName).toBe('logo-2.png');

    const rows = await t.database.db
      .select({ fileName: companyMedia.fileName, last: companyMedia.last })
      .from(companyMedia)
      .where(eq(companyMedia.companyId, company.id))
      .orderBy(companyMedia.id);
    expect(rows).toEqual([
      { fileName: 'logo-1.png', last: false },
      { fileName: 'logo-2.png', last: true },
    ]);
  });

  it('refuses an upload that is not a confirmed logo of this company, and saves nothing', async () => {
    const other = await createCompanyWithMember(t);
    const foreign = await confirmedUpload(t, other, { fileType: 'logo' });
    const document = await confirmedUpload(t, company, { fileType: 'document' });
    for (const imageCompany of [foreign, document]) {
      const { status, body } = await save({
        company: { ...general, address: 'Never saved 1' },
        imageCompany,
      });
      expect(status).toBe(400);
      expect(codesOf(body)).toEqual(['ERROR_UPLOAD_NOT_FOUND']);
    }
    const [row] = await t.database.db
      .select({ address: companies.address })
      .from(companies)
      .where(eq(companies.id, company.id));
    expect(row?.address).toBe(general.address);
  });

  it('attaches an upload once: sending the same logo again is refused', async () => {
    const logo = await confirmedUpload(t, company, { fileType: 'logo' });
    expect((await save({ company: general, imageCompany: logo })).status).toBe(200);
    const again = await save({ company: general, imageCompany: logo });
    expect(again.status).toBe(400);
    expect(codesOf(again.body)).toEqual(['ERROR_UPLOAD_NOT_FOUND']);
  });
});
