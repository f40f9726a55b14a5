import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, userCompanies, users } from '../../db/schema/accounts';
import { companyDocuments } from '../../db/schema/files';
import { countries, typeDocuments } from '../../db/schema/reference';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call, codesOf, fieldsOf } from '../../../test/kit/call';
import { createCompanyWithMember, type TestCompanyWithMember } from '../../../test/kit/companies';
import { confirmedUpload, documentTypes } from '../../../test/kit/company-documents';
import { logIn } from '../../../test/kit/session';
import { tokenOf } from '../../../test/kit/token-calls';

/*
 * A certifier edits another company's data (spec section 7 company/update,
 * update-billing, update-due-diligence) through My Company's own checks;
 * its uploads are its own company's, attached to the edited one.
 */
let t: TestApp;
let company: TestCompanyWithMember;
let certifier: string;
let owner: string;
let member: string;
let uploader: { id: number; admin: { id: number } };
let types: Awaited<ReturnType<typeof documentTypes>>;

beforeAll(async () => {
  t = await createTestApp();
  company = await createCompanyWithMember(t);
  member = (await logIn(t, company.member.email)).token;
  types = await documentTypes(t, member);
  certifier = await tokenOf(t, 'certifier@demo.example');
  owner = await tokenOf(t, 'owner@demo.example');
  const [user] = await t.database.db
    .select({ id: users.id, companyId: userCompanies.companyId })
    .from(users)
    .innerJoin(userCompanies, eq(userCompanies.userId, users.id))
    .where(eq(users.email, 'certifier@demo.example'));
  if (!user?.companyId) throw new Error('no demo certifier');
  uploader = { id: user.companyId, admin: { id: user.id } };
});
afterAll(async () => {
  await t.close();
});

const rowOf = async () => {
  const [row] = await t.database.db.select().from(companies).where(eq(companies.id, company.id));
  return row;
};

describe('a certifier edits a company’s data', () => {
  it('is the certifier’s: another account type gets 403 on every call and nothing changes', async () => {
    const before = await rowOf();
    const answers = await Promise.all([
      call(t, 'GET', `/api/administration/companies/${company.id}/profile`, { token: owner }),
      call(t, 'POST', '/api/company/update', {
        token: owner,
        payload: {
          companyId: company.id,
          company: { address: 'X', contactName: 'Y', phone: '3001234567' },
        },
      }),
      call(t, 'POST', '/api/company/update-billing', {
        token: member,
        payload: { companyId: company.id, billingContactName: 'A', billingEmail: 'a@b.co' },
      }),
      call(t, 'POST', '/api/company/update-due-diligence', {
        token: owner,
        payload: { companyId: company.id, originIncome: true, taxIdNumber: '1' },
      }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403]);
    expect(await rowOf()).toEqual(before);
  });

  it('reads the company as My Company shows it, without its API token', async () => {
    const { status, body } = await call(
      t,
      'GET',
      `/api/administration/companies/${company.id}/profile`,
      { token: certifier },
    );
    expect(status).toBe(200);
    expect(body.company).toMatchObject({ id: company.id, name: company.name, hashId: '' });
    expect(body.isAdminCompany).toBe(0);
    expect(body.typeDocumentsCompanies?.length).toBeGreaterThan(0);
  });

  it('answers 404 for a company that does not exist', async () => {
    const { status, body } = await call(t, 'POST', '/api/company/update', {
      token: certifier,
      payload: {
        companyId: 999_999,
        company: { address: 'Calle 1', contactName: 'Ana', phone: '3001234567' },
      },
    });
    expect(status).toBe(404);
    expect(codesOf(body)).toEqual(['ERROR_COMPANY_NOT_FOUND']);
  });

  it('saves the general data with the same checks, and the company sees it on My Company', async () => {
    const missing = await call(t, 'POST', '/api/company/update', {
      token: certifier,
      payload: { companyId: company.id, company: { address: '', contactName: '', phone: '' } },
    });
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing.body)).toEqual([
      'company.address',
      'company.contactName',
      'company.phone',
    ]);

    const [place] = await t.database.db
      .select({ format: countries.formatCellPhone })
      .from(countries)
      .where(eq(countries.id, (await rowOf())!.countryId));
    const phone = (place?.format ?? '### ### ####').replace(/#/g, '5');
    const { status, body } = await call(t, 'POST', '/api/company/update', {
      token: certifier,
      payload: {
        companyId: company.id,
        company: { address: 'Carrera 9 # 80-15, Bogotá', contactName: 'Ana Revisora', phone },
      },
    });
    expect(status).toBe(200);
    expect(codesOf(body)).toEqual(['SUCCESS_COMPANY_UPDATED']);
    expect(body.company).toMatchObject({ address: 'Carrera 9 # 80-15, Bogotá', hashId: '' });
    const own = await call(t, 'POST', '/api/company/getCompanyMyCompany', {
      token: member,
      payload: {},
    });
    expect(own.body.company).toMatchObject({
      address: 'Carrera 9 # 80-15, Bogotá',
      contactName: 'Ana Revisora',
    });
    expect(own.body.company?.hashId).not.toBe('');
  });

  it('saves the billing tab with its own uploads attached to the company, in the company’s name', async () => {
    const incomplete = await call(t, 'POST', '/api/company/update-billing', {
      token: certifier,
      payload: { companyId: company.id, billingContactName: '', billingEmail: 'no-mail' },
    });
    expect(incomplete.status).toBe(400);
    expect(codesOf(incomplete.body).slice(0, 2)).toEqual([
      'ERROR_BILLING_CONTACT_NAME_REQUIRED',
      'ERROR_BILLING_EMAIL_INVALID',
    ]);
    expect((await rowOf())?.updateBilling).toBe(0);

    const required = types.types.filter((type) => type.isBilling === 1 && type.isRequired === 1);
    const filesBilling = await Promise.all(
      required.map(async (type) => ({
        typeDocumentCompanyId: type.id,
        files: [await confirmedUpload(t, uploader, { name: `${type.code}.pdf` })],
      })),
    );
    // An upload of the edited company itself is not the certifier's to attach.
    const foreign = await confirmedUpload(t, company, { name: 'theirs.pdf' });
    const refused = await call(t, 'POST', '/api/company/update-billing', {
      token: certifier,
      payload: {
        companyId: company.id,
        billingContactName: 'Laura Facturación',
        billingEmail: 'facturas@empresa.example',
        filesBilling: filesBilling.map((group, index) =>
          index === 0 ? { ...group, files: [foreign] } : group,
        ),
      },
    });
    expect(refused.status).toBe(400);
    expect(codesOf(refused.body)).toEqual(['ERROR_UPLOAD_NOT_FOUND']);

    const { status, body } = await call(t, 'POST', '/api/company/update-billing', {
      token: certifier,
      payload: {
        companyId: company.id,
        billingContactName: 'Laura Facturación',
        billingEmail: 'Facturas@Empresa.example',
        filesBilling,
      },
    });
    expect(status).toBe(200);
    expect(codesOf(body)).toEqual(['SUCCESS_BILLING_UPDATED']);
    expect(await rowOf()).toMatchObject({
      billingContactName: 'Laura Facturación',
      billingEmail: 'facturas@empresa.example',
      updateBilling: 1,
    });
    const stored = await t.database.db
      .select()
      .from(companyDocuments)
      .where(eq(companyDocuments.companyId, company.id));
    expect(stored.map((document) => document.fileName).sort()).toEqual(
      required.map((type) => `${type.code}.pdf`).sort(),
    );
    expect(new Set(stored.map((document) => document.uploadedBy))).toEqual(
      new Set([uploader.admin.id]),
    );
  });

  it('saves the due diligence with the same checks', async () => {
    const missing = await call(t, 'POST', '/api/company/update-due-diligence', {
      token: certifier,
      payload: { companyId: company.id, originIncome: false, taxIdNumber: '' },
    });
    expect(missing.status).toBe(400);
    expect(codesOf(missing.body)).toContain('ERROR_SURVEY_INCOMPLETE');

    const db = t.database.db;
    const [cc] = await db.select().from(typeDocuments).where(eq(typeDocuments.code, 'CC'));
    const co = (await rowOf())!.countryId;
    const survey = await call(t, 'GET', '/api/company/survey-due-diligence', { token: member });
    const required = types.types.filter((type) => type.isBilling === 0 && type.isRequired === 1);
    const person = {
      name: 'Marta Ruiz',
      countryId: co,
      typeDocumentId: cc!.id,
      documentNumber: '52.123.456',
    };
    const { status, body } = await call(t, 'POST', '/api/company/update-due-diligence', {
      token: certifier,
      payload: {
        companyId: company.id,
        originIncome: true,
        taxIdNumber: '900111222-3',
        filesDueDiligence: await Promise.all(
          required.map(async (type) => ({
            typeDocumentCompanyId: type.id,
            files: [await confirmedUpload(t, uploader, { name: `${type.code}.pdf` })],
          })),
        ),
        ceo: [person],
        shareholders: [{ ...person, name: 'Holding Andina' }],
        surveyAnswers: (survey.body.surveys ?? []).map((question) => ({
          id: question.id,
          selection: false,
          response: 'No',
        })),
      },
    });
    expect(status).toBe(200);
    expect(codesOf(body)).toEqual(['SUCCESS_DUE_DILIGENCE_UPDATED']);
    expect((await rowOf())?.updateDueDiligence).toBe(1);
  });
});
