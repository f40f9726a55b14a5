import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@registry/contract/common/language';
import { createTestApp, HEADERS, type TestApp } from '../../test/test-app';
import { logInAs } from '../../test/log-in';

/*
 * Malformed input a caller can send (issue 7's findings): each answers a 4xx
 * with a codeMessage in the caller's language, never a 500, and what the log
 * keeps of it holds no value the caller sent.
 */

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  const { body } = await logInAs(t.app, t.keys, 'owner@demo.example');
  token = body.token ?? '';
});
afterAll(async () => {
  await t.close();
});

interface Answer {
  status: number;
  codeMessages: { codeMessage: string; message: string; field?: string }[];
}

async function post(url: string, payload: unknown, { lng = 'en' as Language, auth = false } = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...HEADERS, lng, ...(auth ? { authorization: `Bearer ${token}` } : {}) },
    payload: payload as object,
  });
  return { statusCode: response.statusCode, body: response.json<Answer>() };
}

const NUL = 'a\u0000b';

describe('a NUL character in a text field', () => {
  it.each([
    ['/api/user/login', { email: NUL, password: 'x', recaptchaValue: '' }, 'email'],
    ['/api/user/passwordRecovery', { email: NUL, recaptchaValue: '' }, 'email'],
  ])('is refused by %s, naming the field, without a login', async (url, payload, field) => {
    const { statusCode, body } = await post(url, payload);
    expect(statusCode).toBe(400);
    expect(body.codeMessages[0]).toMatchObject({ codeMessage: 'ERROR_INVALID_FIELD', field });
    expect(body.codeMessages[0]?.message).toMatch(/control character|cannot be typed/);
  });

  it('is refused in the registration form, in Spanish for a Spanish caller', async () => {
    const { statusCode, body } = await post(
      '/api/user',
      { contactName: `Ana${'\u0000'}` },
      { lng: 'es' },
    );
    expect(statusCode).toBe(400);
    const contact = body.codeMessages.find((m) => m.field === 'contactName');
    expect(contact?.message).toMatch(/^El campo contactName no es válido: .*carácter/);
  });

  it.each([
    ['/api/user/search', { text: NUL }],
    ['/api/user/createByCompany', { name: NUL, email: 'x@y.co', phone: '3001234567', permits: [] }],
    ['/api/platform/companiesRequestCompaniesPermit/search', { search: `Selva${NUL}` }],
    ['/api/platform/file/confirm', { route: NUL, time: '1', name: 'a.pdf', md5: '0'.repeat(32) }],
    [
      '/api/company/update-my-company',
      {
        company: { address: 'Calle 1', contactName: 'Ana', phone: '3001234567' },
        imageCompany: { route: NUL, time: '1', name: 'logo.png', md5: '0'.repeat(32) },
      },
    ],
  ])('is refused by %s for a logged-in user', async (url, payload) => {
    const { statusCode, body } = await post(url, payload, { auth: true });
    expect(statusCode).toBe(400);
    expect(body.codeMessages[0]?.codeMessage).toBe('ERROR_INVALID_FIELD');
  });
});

describe('a number beyond what a PostgreSQL integer holds', () => {
  const person = {
    name: 'Ana Pérez',
    countryId: 1,
    typeDocumentId: 1,
    documentNumber: '123456',
    verificationDigit: '',
  };
  it.each([
    ['shareholders.0.typeDocumentId', { shareholders: [{ ...person, typeDocumentId: 2 ** 31 }] }],
    ['ceo.0.countryId', { ceo: [{ ...person, countryId: 2 ** 31 }] }],
  ])('is refused as %s, naming the field', async (field, change) => {
    const { statusCode, body } = await post(
      '/api/company/update-due-diligence-my-company',
      { originIncome: true, taxIdNumber: '1', ...change },
      { auth: true },
    );
    expect(statusCode).toBe(400);
    expect(body.codeMessages.map((m) => m.field)).toContain(field);
  });
});

describe('a broken multipart body on the upload receiver', () => {
  async function upload(contentType: string, payload: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { 'content-type': contentType, lng: 'pt' },
      payload,
    });
    return { statusCode: response.statusCode, body: response.json<Answer>() };
  }

  it('that is not multipart at all is a 415', async () => {
    const { statusCode, body } = await upload('application/json', '{"file":"x"}');
    expect(statusCode).toBe(415);
    expect(body.codeMessages[0]?.codeMessage).toBe('ERROR_BODY');
  });

  it('without a boundary is a 400 in the caller language', async () => {
    const { statusCode, body } = await upload('multipart/form-data', 'nothing');
    expect(statusCode).toBe(400);
    expect(body.codeMessages[0]?.message).toBe('Não foi possível ler o corpo da solicitação.');
  });

  it('cut short after a signed form is a 400, and nothing is kept', async () => {
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/platform/file/upload-url',
      headers: { ...HEADERS, authorization: `Bearer ${token}` },
      payload: {
        module: 'companies',
        fileType: 'document',
        fileName: 'a.pdf',
        contentType: 'application/pdf',
        size: 1000,
      },
    });
    const { fields } = asked.json<{ fields: Record<string, string> }>();
    const parts = Object.entries(fields).flatMap(([name, value]) => [
      '--XYZ',
      `Content-Disposition: form-data; name="${name}"`,
      '',
      value,
    ]);
    const cut = [
      ...parts,
      '--XYZ',
      'Content-Disposition: form-data; name="file"; filename="a.pdf"',
      'Content-Type: application/pdf',
      '',
      '%PDF-1.7 half a fi',
    ].join('\r\n');
    const { statusCode, body } = await upload('multipart/form-data; boundary=XYZ', cut);
    expect(statusCode).toBe(400);
    expect(body.codeMessages[0]?.codeMessage).toBe('ERROR_BODY');
  });
});
