import { and, eq, isNull, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/accounts';
import { companyDocuments } from '../../db/schema/files';
import { countries, typeDocuments } from '../../db/schema/reference';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call, codesOf, fieldsOf } from '../../../test/kit/call';
import { createCompanyWithMember, type TestCompanyWithMember } from '../../../test/kit/companies';
import { confirmedUpload, documentTypes } from '../../../test/kit/company-documents';
import { logIn } from '../../../test/kit/session';

let t: TestApp;
let company: TestCompanyWithMember;
let token: string;
let types: Awaited<ReturnType<typeof documentTypes>>;
let surveys: { id: number; description: string }[];
const ids = { co: 0, pe: 0, cc: 0, nit: 0, passport: 0, dni: 0 };

beforeAll(async () => {
  t = await createTestApp();
  company = await createCompanyWithMember(t);
  token = (await logIn(t, company.member.email)).token;
  types = await documentTypes(t, token);
  const survey = await call(t, 'GET', '/api/company/survey-due-diligence', { token });
  surveys = survey.body.surveys ?? [];
  const db = t.database.db;
  const places = await db.select().from(countries);
  ids.co = places.find((c) => c.code === 'CO')?.id ?? 0;
  ids.pe = places.find((c) => c.code === 'PE')?.id ?? 0;
  const docs = await db
    .select()
    .from(typeDocuments)
    .where(
      or(
        isNull(typeDocuments.countryId),
        eq(typeDocuments.countryId, ids.co),
        eq(typeDocuments.countryId, ids.pe),
      ),
    );
  const find = (code: string, countryId: number | null) =>
    docs.find((d) => d.code === code && d.countryId === countryId)?.id ?? 0;
  ids.cc = find('CC', ids.co);
  ids.nit = find('NIT', ids.co);
  ids.passport = find('PASSPORT', null);
  ids.dni = find('DNI', ids.pe);
});
afterAll(async () => {
  await t.close();
});

const save = (payload: object, lng: 'en' | 'es' | 'pt' = 'en') =>
  call(t, 'POST', '/api/company/update-due-diligence-my-company', { token, payload, lng });

const ceo = () => ({
  name: 'Marta Ruiz',
  countryId: ids.co,
  typeDocumentId: ids.cc,
  documentNumber: '52.123.456',
});
const shareholder = () => ({
  name: 'Holding Andina S.A.S.',
  countryId: ids.co,
  typeDocumentId: ids.nit,
  documentNumber: '901234567',
  verificationDigit: '3',
});
const allAnswers = () =>
  surveys.map((s, i) => ({ id: s.id, selection: i % 2 === 0, response: `Answer ${i + 1}` }));

/** Every required non-billing document, as fresh uploads. */
async function requiredFiles() {
  const required = types.types.filter((type) => type.isBilling === 0 && type.isRequired === 1);
  return Promise.all(
    required.map(async (type) => ({
      typeDocumentCompanyId: type.id,
      files: [await confirmedUpload(t, company, { name: `${type.code.toLowerCase()}.pdf` })],
    })),
  );
}

const flagOf = async () => {
  const [row] = await t.database.db
    .select({ flag: companies.updateDueDiligence })
    .from(companies)
    .where(eq(companies.id, company.id));
  return row?.flag;
};

describe('POST /api/company/update-due-diligence-my-company', () => {
  it('refuses a caller without a session (401)', async () => {
    const { status } = await call(t, 'POST', '/api/company/update-due-diligence-my-company', {
      payload: { originIncome: true, taxIdNumber: '1' },
    });
    expect(status).toBe(401);
  });

  it('lists every missing item of an empty tab', async () => {
    const { status, body } = await save({ originIncome: false, taxIdNumber: '' }, 'pt');
    expect(status).toBe(400);
    const required = types.types.filter((type) => type.isBilling === 0 && type.isRequired === 1);
    expect(required.length).toBeGreaterThanOrEqual(4);
    expect(codesOf(body)).toEqual([
      'ERROR_TAX_ID_REQUIRED',
      ...required.map(() => 'ERROR_DOCUMENT_REQUIRED'),
      'ERROR_ORIGIN_INCOME_NOT_ACCEPTED',
      'ERROR_CEO_REQUIRED',
      'ERROR_SHAREHOLDER_REQUIRED',
      'ERROR_SURVEY_INCOMPLETE',
    ]);
    expect(fieldsOf(body)).toEqual([
      'taxIdNumber',
      ...required.map((type) => `filesDueDiligence.${type.id}`),
      'originIncome',
      'ceo',
      'shareholders',
      'surveyAnswers',
    ]);
    const chamber = types.byCode('CHAMBER_OF_COMMERCE');
    const index = required.findIndex((type) => type.id === chamber.id);
    expect(body.codeMessages[1 + index]?.message).toBe(
      'Envie o documento "Certidão de constituição e representação legal".',
    );
    expect(body.codeMessages.at(-1)?.message).toBe(
      `Responda todas as perguntas do questionário (0 de ${surveys.length} respondidas).`,
    );
    expect(await flagOf()).toBe(0);
  });

  it('refuses a duplicate person, a document type of another country and an unknown question', async () => {
    const { status, body } = await save({
      originIncome: true,
      taxIdNumber: '900111222-3',
      filesDueDiligence: await requiredFiles(),
      ceo: [ceo(), { ...ceo(), name: 'Marta R.', documentNumber: '52123456' }],
      shareholders: [{ ...shareholder(), typeDocumentId: ids.dni }],
      surveyAnswers: [...allAnswers(), { id: 99_999, selection: true, response: '' }],
    });
    expect(status).toBe(400);
    expect(codesOf(body)).toEqual([
      'ERROR_PERSON_DUPLICATE',
      'ERROR_PERSON_TYPE_DOCUMENT',
      'ERROR_SURVEY_NOT_FOUND',
    ]);
    expect(fieldsOf(body)).toEqual([
      'ceo.1',
      'shareholders.0.typeDocumentId',
      `surveyAnswers.${surveys.length}`,
    ]);
    expect(body.codeMessages[0]?.message).toBe(
      'Marta R. is listed twice with the same document type and number.',
    );
    expect(await flagOf()).toBe(0);
  });

  it('refuses a person without a name or document number (400 naming the field)', async () => {
    const { status, body } = await save({
      originIncome: true,
      taxIdNumber: '1',
      ceo: [{ ...ceo(), name: ' ', documentNumber: '..' }],
    });
    expect(status).toBe(400);
    expect(fieldsOf(body)).toEqual(['ceo.0.name', 'ceo.0.documentNumber']);
  });

  it('counts an unanswered question: the survey is incomplete until all are answered', async () => {
    const { body } = await save({
      originIncome: true,
      taxIdNumber: '900111222-3',
      filesDueDiligence: await requiredFiles(),
      ceo: [ceo()],
      shareholders: [shareholder()],
      surveyAnswers: allAnswers().slice(1),
    });
    expect(codesOf(body)).toEqual(['ERROR_SURVEY_INCOMPLETE']);
  });

  it('saves a complete tab and sets updateDueDiligence = 1', async () => {
    const { status, body } = await save({
      originIncome: true,
      taxIdNumber: ' 900111222-3 ',
      filesDueDiligence: await requiredFiles(),
      ceo: [ceo()],
      shareholders: [shareholder(), { ...shareholder(), typeDocumentId: ids.passport, name: 'P' }],
      surveyAnswers: allAnswers(),
    });
    expect(status).toBe(200);
    expect(codesOf(body)).toEqual(['SUCCESS_DUE_DILIGENCE_UPDATED']);
    expect(body.company).toMatchObject({
      taxIdentificationNumber: '900111222-3',
      originIncome: true,
      updateDueDiligence: 1,
      ceos: [
        {
          name: 'Marta Ruiz',
          countryId: ids.co,
          country: 'Colombia',
          typeDocumentId: ids.cc,
          documentNumber: '52123456',
          verificationDigit: '',
        },
      ],
    });
    expect(body.company?.ceos[0]?.typeDocument).toMatch(/^Citizenship card/);
    expect(body.company?.shareholders.map((s) => s.typeDocument)).toEqual([
      expect.stringMatching(/^NIT/),
      'Passport',
    ]);
    expect(body.company?.surveyDueDiligence).toEqual(allAnswers());
    expect(await flagOf()).toBe(1);
  });

  it('replaces the lists and answers on the next save; stored documents still count', async () => {
    const financial = types.byCode('FINANCIAL_STATEMENTS');
    const answers = allAnswers().map((a) => ({ ...a, selection: !a.selection, response: 'New' }));
    const { status, body } = await save({
      originIncome: true,
      taxIdNumber: '900111222-3',
      filesDueDiligence: [
        {
          typeDocumentCompanyId: financial.id,
          files: [await confirmedUpload(t, company, { name: 'statements-2025.pdf' })],
        },
      ],
      ceo: [{ ...ceo(), name: 'Pedro Gil', documentNumber: '79000111' }],
      shareholders: [shareholder()],
      surveyAnswers: answers,
    });
    expect(status).toBe(200);
    expect(body.company?.ceos.map((c) => c.name)).toEqual(['Pedro Gil']);
    expect(body.company?.shareholders).toHaveLength(1);
    expect(body.company?.surveyDueDiligence).toEqual(answers);
    // A several-files type keeps the earlier file current beside the new one.
    const financialDocs = await t.database.db
      .select({ fileName: companyDocuments.fileName, last: companyDocuments.last })
      .from(companyDocuments)
      .where(
        and(
          eq(companyDocuments.companyId, company.id),
          eq(companyDocuments.typeDocumentCompanyId, financial.id),
        ),
      );
    expect(financialDocs.filter((d) => d.last).map((d) => d.fileName)).toContain(
      'statements-2025.pdf',
    );
    expect(financialDocs.every((d) => d.last)).toBe(true);
  });

  it('refuses a billing document type on this tab', async () => {
    const bank = types.byCode('BANK_CERTIFICATE');
    const { body } = await save({
      originIncome: true,
      taxIdNumber: '900111222-3',
      filesDueDiligence: [
        { typeDocumentCompanyId: bank.id, files: [await confirmedUpload(t, company)] },
      ],
      ceo: [ceo()],
      shareholders: [shareholder()],
      surveyAnswers: allAnswers(),
    });
    expect(codesOf(body)).toEqual(['ERROR_DOCUMENT_TYPE_NOT_ALLOWED']);
    expect(fieldsOf(body)).toEqual([`filesDueDiligence.${bank.id}`]);
  });
});
