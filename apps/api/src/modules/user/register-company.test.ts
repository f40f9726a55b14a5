import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisterRequest } from '@registry/contract/auth/register';
import type { Language } from '@registry/contract/common/language';
import { solveCaptcha } from '../../../test/captcha';
import { findPasswordLinkPath, readOutbox } from '../../../test/outbox';
import { createTestApp, HEADERS, type TestApp } from '../../../test/test-app';
import { companies, passwordLinks, userCompanies, users } from '../../db/schema/accounts';
import { cities, countries, regions, typeDocuments } from '../../db/schema/reference';

let t: TestApp;
let place: {
  colombia: number;
  bogota: number;
  bogotaCity: number;
  antioquia: number;
  medellin: number;
  brazil: number;
  nit: number;
  cc: number;
  cpf: number;
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const country = async (code: string) =>
    (await db.select().from(countries).where(eq(countries.code, code)))[0]?.id ?? 0;
  const region = async (countryId: number, code: string) =>
    (
      await db
        .select()
        .from(regions)
        .where(and(eq(regions.countryId, countryId), eq(regions.code, code)))
    )[0]?.id ?? 0;
  const city = async (regionId: number) =>
    (await db.select().from(cities).where(eq(cities.regionId, regionId)))[0]?.id ?? 0;
  const typeDocument = async (countryId: number, code: string) =>
    (
      await db
        .select()
        .from(typeDocuments)
        .where(and(eq(typeDocuments.countryId, countryId), eq(typeDocuments.code, code)))
    )[0]?.id ?? 0;
  const colombia = await country('CO');
  const brazil = await country('BR');
  const bogota = await region(colombia, 'CO-DC');
  const antioquia = await region(colombia, 'CO-ANT');
  place = {
    colombia,
    bogota,
    bogotaCity: await city(bogota),
    antioquia,
    medellin: await city(antioquia),
    brazil,
    nit: await typeDocument(colombia, 'NIT'),
    cc: await typeDocument(colombia, 'CC'),
    cpf: (await db.select().from(typeDocuments).where(eq(typeDocuments.countryId, brazil)))[0]
      ?.id as number,
  };
});
afterAll(async () => t.close());

let sequence = 0;

/** A valid registration of a Colombian company (NIT with its digit), unique on every call. */
function validPayload(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  sequence += 1;
  return {
    address: 'Calle 93 # 11-26, Bogotá',
    city: place.bogotaCity,
    region: place.bogota,
    country: place.colombia,
    documentNumber: `901.234.${String(sequence).padStart(3, '0')}`,
    verificationDigit: '7',
    contactName: 'Paula Méndez',
    email: `paula${sequence}@reforesta.example`,
    form: true,
    isAuthorized: true,
    name: `Reforesta ${sequence} S.A.S.`,
    phone: '310 555 0199',
    phoneCode: '+57',
    recaptchaValue: '',
    typeAccount: 'developer',
    typeDocument: place.nit,
    standardId: 1,
    ...overrides,
  };
}

async function register(payload: object, { lng = 'en' as Language, captcha = true } = {}) {
  const body = captcha ? { ...payload, recaptchaValue: await solveCaptcha(t.app) } : payload;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user',
    headers: { ...HEADERS, lng },
    payload: body,
  });
  return {
    status: response.statusCode,
    body: response.json<{
      status: 0 | 1;
      codeMessages: { codeMessage: string; message: string; field?: string }[];
    }>(),
  };
}

describe('POST /api/user (registration)', () => {
  it('registers the company and its admin, and mails the link to set the password', async () => {
    const payload = validPayload({ email: 'Paula.Mendez@Reforesta.example' });
    const { status, body } = await register(payload);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 1, codeMessages: [{ codeMessage: 'SUCCESS_REGISTER' }] });
    expect(body.codeMessages[0]?.message).toContain('paula.mendez@reforesta.example');

    const db = t.database.db;
    const [user] = await db
      .select()
      .from(users)
      .where(eq(users.email, 'paula.mendez@reforesta.example'));
    expect(user).toMatchObject({ name: 'Paula Méndez', phone: '3105550199', passwordHash: null });
    const [membership] = await db
      .select()
      .from(userCompanies)
      .where(eq(userCompanies.userId, user?.id ?? 0));
    expect(membership).toMatchObject({ isAdmin: 1, isContact: 1, active: 1, permits: [] });
    const [company] = await db
      .select()
      .from(companies)
      .where(eq(companies.id, membership?.companyId ?? 0));
    expect(company).toMatchObject({
      name: payload.name,
      typeAccount: 'developer',
      documentNumber: String(payload.documentNumber).replaceAll('.', ''),
      verificationDigit: '7',
      phoneCode: '+57',
      standardId: 1,
      acceptTerms: 1,
      acceptHabeas: 1,
      updateBilling: 0,
      updateDueDiligence: 0,
      state: 'pending',
      stateReason: null,
    });
    expect(company?.companyId).toMatch(/^CR-[0-9A-F]{8}$/);
    const links = await db
      .select()
      .from(passwordLinks)
      .where(and(eq(passwordLinks.userId, user?.id ?? 0), isNull(passwordLinks.usedAt)));
    expect(links.map((l) => l.purpose)).toEqual(['registration']);

    const mail = readOutbox(t.dataDir).find((m) => m.to.includes('paula.mendez@reforesta.example'));
    expect(mail?.subject).toBe('Welcome to the Carbon Registry: set your password');
    const path = mail && findPasswordLinkPath(mail);
    expect(path).toMatch(/^\/change-password-link\//);
    expect(mail?.raw).toContain(`http://registry.test${path}`);
    expect(path?.split('/').at(-1)).toBe(user?.userHash);
  });

  it('mails in the language of the request', async () => {
    const payload = validPayload({ email: 'joao@reforesta.example' });
    const { body } = await register(payload, { lng: 'pt' });
    expect(body.codeMessages[0]?.message).toMatch(/^Sua empresa foi registrada/);
    const mail = readOutbox(t.dataDir).find((m) => m.to.includes('joao@reforesta.example'));
    expect(mail?.raw).toContain('Crie sua senha');
  });

  it('registers a document type without digit, in another country, with a formatted phone', async () => {
    const { body } = await register(await brazilianPayload());
    expect(body).toMatchObject({ status: 1 });
  });

  it('refuses a second account for the same e-mail, whatever its case', async () => {
    await register(validPayload({ email: 'twice@reforesta.example' }));
    const { status, body } = await register(validPayload({ email: 'TWICE@reforesta.example' }));
    expect(status).toBe(409);
    expect(body.codeMessages[0]?.codeMessage).toBe('ERROR_EMAIL_REGISTERED');
  });

  it('refuses a company already registered with the same document', async () => {
    const first = validPayload();
    await register(first);
    const { status, body } = await register(
      validPayload({ documentNumber: String(first.documentNumber).replaceAll('.', '') }),
    );
    expect(status).toBe(409);
    expect(body.codeMessages[0]?.codeMessage).toBe('ERROR_COMPANY_REGISTERED');
  });

  it('refuses a missing captcha and a captcha used twice', async () => {
    const missing = await register(validPayload(), { captcha: false });
    expect(missing.body.codeMessages[0]?.codeMessage).toBe('ERROR_CAPTCHA');
    const recaptchaValue = await solveCaptcha(t.app);
    const first = await register(validPayload({ recaptchaValue }), { captcha: false });
    expect(first.body.status).toBe(1);
    const reused = await register(validPayload({ recaptchaValue }), { captcha: false });
    expect(reused.body.codeMessages[0]?.codeMessage).toBe('ERROR_CAPTCHA');
  });

  it.each([
    ['isAuthorized', { isAuthorized: false }, 'ERROR_REGISTER_PERSONAL_DATA'],
    ['form', { form: false }, 'ERROR_REGISTER_TERMS'],
    ['standardId', { standardId: 999 }, 'ERROR_STANDARD_NOT_FOUND'],
    ['country', { country: 999 }, 'ERROR_COUNTRY_NOT_FOUND'],
    ['phone', { phone: '310 555 019' }, 'ERROR_PHONE_FORMAT'],
    ['phone', { phone: '310 555 01a9' }, 'ERROR_PHONE_FORMAT'],
    ['verificationDigit', { verificationDigit: '' }, 'ERROR_VERIFICATION_DIGIT_REQUIRED'],
  ] as const)('refuses %s %j with %s', async (_field, override, code) => {
    const { status, body } = await register(validPayload(override));
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 0, codeMessages: [{ codeMessage: code }] });
  });

  it('names the format of the country when the phone does not follow it', async () => {
    const { body } = await register(validPayload({ phone: '12345' }));
    expect(body.codeMessages[0]?.message).toBe(
      'The phone number does not follow the format of the country (### ### ####).',
    );
  });

  it('refuses a region of another country, and a city of another region', async () => {
    const brazilRegion = (
      await t.database.db.select().from(regions).where(eq(regions.countryId, place.brazil))
    )[0]?.id;
    const region = await register(validPayload({ region: brazilRegion }));
    expect(region.body.codeMessages[0]?.codeMessage).toBe('ERROR_REGION_NOT_FOUND');
    const city = await register(validPayload({ city: place.medellin }));
    expect(city.body.codeMessages[0]?.codeMessage).toBe('ERROR_CITY_NOT_FOUND');
  });

  it('refuses a document type of another country, and a digit the type does not have', async () => {
    const other = await register(validPayload({ typeDocument: place.cpf }));
    expect(other.body.codeMessages[0]?.codeMessage).toBe('ERROR_TYPE_DOCUMENT_NOT_FOUND');
    const digit = await register(validPayload({ typeDocument: place.cc, verificationDigit: '3' }));
    expect(digit.body.codeMessages[0]?.codeMessage).toBe('ERROR_VERIFICATION_DIGIT_NOT_ALLOWED');
  });

  it('accepts the passport (document type 1, valid in every country) without a digit', async () => {
    const { body } = await register(validPayload({ typeDocument: 1, verificationDigit: '' }));
    expect(body.status).toBe(1);
  });

  it.each([
    ['name', { name: '   ' }],
    ['address', { address: '' }],
    ['contactName', { contactName: ' ' }],
    ['email', { email: 'not-an-email' }],
    ['phone', { phone: '' }],
    ['phoneCode', { phoneCode: '57' }],
    ['phoneCode', { phoneCode: '+1234' }],
    ['documentNumber', { documentNumber: '...' }],
    ['documentNumber', { documentNumber: '901-234-567' }],
    ['documentNumber', { documentNumber: '1'.repeat(21) }],
    ['verificationDigit', { verificationDigit: '123456' }],
    ['typeAccount', { typeAccount: 'broker' }],
    ['city', { city: '' }],
  ])('refuses an invalid %s (%j) naming the field', async (field, override) => {
    const { status, body } = await register(validPayload(override as Partial<RegisterRequest>));
    expect(status).toBe(400);
    expect(body.codeMessages).toContainEqual(
      expect.objectContaining({ codeMessage: 'ERROR_INVALID_FIELD', field }),
    );
  });

  it('accepts a document number of 20 characters once its dots are gone', async () => {
    const { body } = await register(
      validPayload({ documentNumber: '123.456.789.012.345.678.90', typeDocument: place.nit }),
    );
    expect(body.status).toBe(1);
  });
});

describe('POST /api/user rate limit', () => {
  it('answers 429 with ERROR_RATE_LIMIT beyond the registrations allowed per IP', async () => {
    const limited = await createTestApp({
      seed: 'none',
      config: {
        rateLimits: {
          login: { max: 1000, timeWindow: 60_000 },
          recovery: { max: 1000, timeWindow: 60_000 },
          registration: { max: 2, timeWindow: 60_000 },
          comment: { max: 1000, timeWindow: 60_000 },
        },
      },
    });
    try {
      const send = () =>
        limited.app.inject({ method: 'POST', url: '/api/user', headers: HEADERS, payload: {} });
      expect((await send()).statusCode).toBe(400);
      expect((await send()).statusCode).toBe(400);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json().codeMessages[0].codeMessage).toBe('ERROR_RATE_LIMIT');
    } finally {
      await limited.close();
    }
  });
});

/** A Brazilian company: CPF-like first type of Brazil, no digit, a São Paulo mobile. */
async function brazilianPayload(): Promise<RegisterRequest> {
  const db = t.database.db;
  const [region] = await db.select().from(regions).where(eq(regions.countryId, place.brazil));
  const [city] = await db
    .select()
    .from(cities)
    .where(eq(cities.regionId, region?.id ?? 0));
  const [typeDocument] = await db
    .select()
    .from(typeDocuments)
    .where(
      and(eq(typeDocuments.countryId, place.brazil), eq(typeDocuments.isVerificationDigit, false)),
    );
  return validPayload({
    country: place.brazil,
    region: region?.id ?? 0,
    city: city?.id ?? 0,
    typeDocument: typeDocument?.id ?? 0,
    verificationDigit: '',
    phoneCode: '+55',
    phone: '11 98765 4321',
  });
}
