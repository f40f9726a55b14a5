import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, userCompanies } from '../../db/schema/accounts';
import { companyRequests } from '../../db/schema/company-profile';
import { companyDocuments } from '../../db/schema/files';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call, codesOf, fieldsOf } from '../../../test/kit/call';
import { createCompanyWithMember, type TestCompanyWithMember } from '../../../test/kit/companies';
import { confirmedUpload, documentTypes } from '../../../test/kit/company-documents';
import { logIn } from '../../../test/kit/session';

let t: TestApp;
let company: TestCompanyWithMember;
let token: string;
let types: Awaited<ReturnType<typeof documentTypes>>;
beforeAll(async () => {
  t = await createTestApp();
  company = await createCompanyWithMember(t);
  token = (await logIn(t, company.admin.email)).token;
  types = await documentTypes(t, token);
});
afterAll(async () => {
  await t.close();
});

const save = (payload: object, lng: 'en' | 'es' | 'pt' = 'en') =>
  call(t, 'POST', '/api/company/update-billing-my-company', { token, payload, lng });

const flagOf = async (id: number) => {
  const [row] = await t.database.db
    .select({ updateBilling: companies.updateBilling })
    .from(companies)
    .where(eq(companies.id, id));
  return row?.updateBilling;
};

const documentsOf = (typeId: number) =>
  t.database.db
    .select({ fileName: companyDocuments.fileName, last: companyDocuments.last })
    .from(companyDocuments)
    .where(
      and(
        eq(companyDocuments.companyId, company.id),
        eq(companyDocuments.typeDocumentCompanyId, typeId),
      ),
    )
    .orderBy(companyDocuments.id);

describe('POST /api/company/update-billing-my-company', () => {
  it('refuses a caller without a session (401)', async () => {
    const { status } = await call(t, 'POST', '/api/company/update-billing-my-company', {
      payload: { billingContactName: 'x', billingEmail: 'x@example.com' },
    });
    expect(status).toBe(401);
  });

  it('lists every missing item, each required document named in the caller language', async () => {
    const { status, body } = await save(
      { billingContactName: ' ', billingEmail: '', filesBilling: [] },
      'es',
    );
    expect(status).toBe(400);
    expect(body.status).toBe(0);
    const rut = types.byCode('RUT_TAX_CERTIFICATE');
    const bank = types.byCode('BANK_CERTIFICATE');
    expect(codesOf(body)).toEqual([
      'ERROR_BILLING_CONTACT_NAME_REQUIRED',
      'ERROR_BILLING_EMAIL_REQUIRED',
      'ERROR_DOCUMENT_REQUIRED',
      'ERROR_DOCUMENT_REQUIRED',
    ]);
    expect(fieldsOf(body)).toEqual([
      'billingContactName',
      'billingEmail',
      `filesBilling.${rut.id}`,
      `filesBilling.${bank.id}`,
    ]);
    expect(body.codeMessages[2]?.message).toBe(
      'Suba el documento "Registro tributario (RUT o equivalente)".',
    );
    expect(body.codeMessages[3]?.message).toBe('Suba el documento "Certificación bancaria".');
    expect(await flagOf(company.id)).toBe(0);
  });

  it('refuses an invalid billing e-mail, a second file for a single-file type and a due-diligence type', async () => {
    const rut = types.byCode('RUT_TAX_CERTIFICATE');
    const bank = types.byCode('BANK_CERTIFICATE');
    const chamber = types.byCode('CHAMBER_OF_COMMERCE');
    const { status, body } = await save({
      billingContactName: 'Ana Pérez',
      billingEmail: 'not-an-address',
      filesBilling: [
        {
          typeDocumentCompanyId: rut.id,
          files: [await confirmedUpload(t, company), await confirmedUpload(t, company)],
        },
        { typeDocumentCompanyId: bank.id, files: [await confirmedUpload(t, company)] },
        { typeDocumentCompanyId: chamber.id, files: [await confirmedUpload(t, company)] },
      ],
    });
    expect(status).toBe(400);
    expect(codesOf(body)).toEqual([
      'ERROR_BILLING_EMAIL_INVALID',
      'ERROR_DOCUMENT_SINGLE_FILE',
      'ERROR_DOCUMENT_TYPE_NOT_ALLOWED',
    ]);
    expect(fieldsOf(body)).toEqual([
      'billingEmail',
      `filesBilling.${rut.id}`,
      `filesBilling.${chamber.id}`,
    ]);
    expect(await documentsOf(bank.id)).toEqual([]);
  });

  it('saves a complete tab: texts, documents and updateBilling = 1', async () => {
    const rut = types.byCode('RUT_TAX_CERTIFICATE');
    const bank = types.byCode('BANK_CERTIFICATE');
    const { status, body } = await save({
      billingContactName: ' Ana <i>Pérez</i> ',
      billingEmail: ' Facturas@Example.COM ',
      specialConsiderations: 'Línea 1\r\nLínea 2',
      filesBilling: [
        {
          typeDocumentCompanyId: rut.id,
          files: [await confirmedUpload(t, company, { name: 'rut-2025.pdf' })],
        },
        {
          typeDocumentCompanyId: bank.id,
          files: [await confirmedUpload(t, company, { name: 'bank.pdf' })],
        },
      ],
    });
    expect(status).toBe(200);
    expect(codesOf(body)).toEqual(['SUCCESS_BILLING_UPDATED']);
    expect(body.company).toMatchObject({
      billingContactName: 'Ana iPérez/i',
      billingEmail: 'facturas@example.com',
      specialConsiderations: 'Línea 1\nLínea 2',
      updateBilling: 1,
    });
    expect(body.company?.companiesDocuments.map((d) => [d.fileName, d.last]).sort()).toEqual([
      ['bank.pdf', true],
      ['rut-2025.pdf', true],
    ]);
    expect(await flagOf(company.id)).toBe(1);
  });

  it('counts stored documents: a later save without files is complete', async () => {
    const { status, body } = await save({
      billingContactName: 'Luis Gómez',
      billingEmail: 'pagos@example.com',
    });
    expect(status).toBe(200);
    expect(body.company?.billingContactName).toBe('Luis Gómez');
    expect(body.company?.companiesDocuments).toHaveLength(2);
  });

  it('replaces a single-file document, keeping the previous version as history', async () => {
    const rut = types.byCode('RUT_TAX_CERTIFICATE');
    const { status, body } = await save({
      billingContactName: 'Luis Gómez',
      billingEmail: 'pagos@example.com',
      filesBilling: [
        {
          typeDocumentCompanyId: rut.id,
          files: [await confirmedUpload(t, company, { name: 'rut-2026.pdf' })],
        },
      ],
    });
    expect(status).toBe(200);
    expect(await documentsOf(rut.id)).toEqual([
      { fileName: 'rut-2025.pdf', last: false },
      { fileName: 'rut-2026.pdf', last: true },
    ]);
    const current = body.company?.companiesDocuments.filter(
      (d) => d.typeDocumentCompanyId === rut.id,
    );
    expect(current?.map((d) => d.fileName)).toEqual(['rut-2026.pdf']);
  });

  it('adds files to a several-files type, all of them current', async () => {
    const requirements = types.byCode('BILLING_REQUIREMENTS');
    for (const name of ['po-1.pdf', 'po-2.pdf']) {
      const { status } = await save({
        billingContactName: 'Luis Gómez',
        billingEmail: 'pagos@example.com',
        filesBilling: [
          {
            typeDocumentCompanyId: requirements.id,
            files: [await confirmedUpload(t, company, { name })],
          },
        ],
      });
      expect(status).toBe(200);
    }
    expect(await documentsOf(requirements.id)).toEqual([
      { fileName: 'po-1.pdf', last: true },
      { fileName: 'po-2.pdf', last: true },
    ]);
  });

  it("refuses another company's upload and saves nothing of the request", async () => {
    const other = await createCompanyWithMember(t);
    const bank = types.byCode('BANK_CERTIFICATE');
    const { status, body } = await save({
      billingContactName: 'Never Saved',
      billingEmail: 'never@example.com',
      filesBilling: [{ typeDocumentCompanyId: bank.id, files: [await confirmedUpload(t, other)] }],
    });
    expect(status).toBe(400);
    expect(codesOf(body)).toEqual(['ERROR_UPLOAD_NOT_FOUND']);
    const [row] = await t.database.db
      .select({ name: companies.billingContactName })
      .from(companies)
      .where(eq(companies.id, company.id));
    expect(row?.name).toBe('Luis Gómez');
    expect(await documentsOf(bank.id)).toEqual([{ fileName: 'bank.pdf', last: true }]);
  });

  it("saves only the caller's own company, whatever the body says", async () => {
    const other = await createCompanyWithMember(t);
    const { status } = await save({
      id: other.id,
      companyId: other.id,
      billingContactName: 'Only Mine',
      billingEmail: 'mine@example.com',
    });
    expect(status).toBe(200);
    const [row] = await t.database.db
      .select({ name: companies.billingContactName })
      .from(companies)
      .where(eq(companies.id, other.id));
    expect(row?.name).toBe('');
  });
});

describe('a user let into the company through a company link', () => {
  it('may read My Company but not save its billing tab (403)', async () => {
    const partner = await createCompanyWithMember(t);
    const [request] = await t.database.db
      .insert(companyRequests)
      .values({ requesterCompanyId: company.id, targetCompanyId: partner.id, state: 1 })
      .returning();
    await t.database.db.insert(userCompanies).values({
      userId: partner.member.id,
      companyId: company.id,
      permits: ['transfer'],
      viaRequestId: request?.id ?? null,
    });
    const own = await logIn(t, partner.member.email);
    const switched = await call(t, 'POST', '/api/user/loginForCompany', {
      token: own.token,
      payload: { companyId: company.id },
    });
    const guestToken = (switched.body as unknown as { token: string }).token;
    const read = await call(t, 'POST', '/api/company/getCompanyMyCompany', {
      token: guestToken,
      payload: {},
    });
    expect(read.body.company?.id).toBe(company.id);
    const { status, body } = await call(t, 'POST', '/api/company/update-billing-my-company', {
      token: guestToken,
      payload: { billingContactName: 'Guest', billingEmail: 'guest@example.com' },
    });
    expect(status).toBe(403);
    expect(codesOf(body)).toEqual(['ERROR_FORBIDDEN']);
  });
});
