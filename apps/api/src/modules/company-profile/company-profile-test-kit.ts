import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AccountType } from '@registry/contract/auth/account-type';
import type { CodeMessage } from '@registry/contract/common/envelope';
import type { Language } from '@registry/contract/common/language';
import type { CompanyView } from '@registry/contract/company/company-view';
import type { MyCompany } from '@registry/contract/company/my-company';
import type { TypeDocumentCompany } from '@registry/contract/platform/list-type-document-companies';
import type { UploadedFile } from '@registry/contract/files/upload';
import { companies, userCompanies, users } from '../../db/schema/accounts';
import { uploads } from '../../db/schema/files';
import { cities, countries, regions, typeDocuments } from '../../db/schema/reference';
import { DEMO_PASSWORD } from '../../db/seed/demo';
import { hashPassword } from '../../lib/password';
import { HEADERS, type TestApp } from '../../../test/test-app';

/*
 * Helpers of the My Company and company-view tests (not loaded by the app):
 * calls with a token and a language, fresh companies with an admin and a
 * plain member, and confirmed uploads written straight to the database.
 */

export interface Answer {
  status: 0 | 1;
  codeMessages: CodeMessage[];
  company?: MyCompany & CompanyView;
  typeDocumentsCompanies?: TypeDocumentCompany[];
  surveys?: { id: number; description: string }[];
  isAdminCompany?: 0 | 1;
  passwordExpirationDays?: number;
}

export async function call(
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  { token, payload, lng = 'en' }: { token?: string; payload?: object; lng?: Language } = {},
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { ...HEADERS, lng, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json<Answer>(), raw: response.body };
}

/** The codes of an answer's messages, in order. */
export const codesOf = (body: Answer) => body.codeMessages.map((m) => m.codeMessage);
/** The fields an answer's messages name, in order. */
export const fieldsOf = (body: Answer) => body.codeMessages.map((m) => m.field);

let counter = 0;

export interface TestCompany {
  id: number;
  platformId: string;
  admin: { id: number; email: string };
  member: { id: number; email: string };
}

async function addUser(t: TestApp, email: string, name: string) {
  const [user] = await t.database.db
    .insert(users)
    .values({
      userHash: randomBytes(16).toString('hex'),
      email,
      name,
      phone: '3001234567',
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  return user;
}

/**
 * A new approved Colombian company with an admin and a plain member (both
 * with the demo password), and nothing on its billing or due-diligence tabs.
 */
export async function addCompany(
  t: TestApp,
  typeAccount: AccountType = 'owner',
): Promise<TestCompany> {
  counter += 1;
  const tag = `${counter}-${randomBytes(3).toString('hex')}`;
  const db = t.database.db;
  const [country] = await db.select().from(countries).where(eq(countries.code, 'CO'));
  const [region] = country
    ? await db
        .select()
        .from(regions)
        .where(and(eq(regions.countryId, country.id), eq(regions.code, 'CO-DC')))
    : [];
  const [city] = region ? await db.select().from(cities).where(eq(cities.regionId, region.id)) : [];
  const [nit] = country
    ? await db
        .select()
        .from(typeDocuments)
        .where(and(eq(typeDocuments.countryId, country.id), eq(typeDocuments.code, 'NIT')))
    : [];
  if (!country || !region || !city || !nit) throw new Error('reference data missing');
  const [company] = await db
    .insert(companies)
    .values({
      companyId: `CR-T${tag.toUpperCase()}`,
      name: `Test Company ${tag}`,
      typeAccount,
      typeDocumentId: nit.id,
      documentNumber: `9009${String(counter).padStart(5, '0')}`,
      verificationDigit: '1',
      countryId: country.id,
      regionId: region.id,
      cityId: city.id,
      address: 'Calle 1 # 2-3',
      contactName: 'First Contact',
      email: `company-${tag}@example.com`,
      phoneCode: '+57',
      phone: '3001234567',
      acceptTerms: 1,
      acceptHabeas: 1,
    })
    .returning();
  if (!company) throw new Error('company insert returned nothing');
  const admin = await addUser(t, `admin-${tag}@example.com`, `Admin ${tag}`);
  const member = await addUser(t, `member-${tag}@example.com`, `Member ${tag}`);
  await db.insert(userCompanies).values([
    { userId: admin.id, companyId: company.id, isAdmin: 1, isContact: 1, permits: ['transfer'] },
    { userId: member.id, companyId: company.id, isAdmin: 0, isContact: 0, permits: ['transfer'] },
  ]);
  return {
    id: company.id,
    platformId: company.companyId,
    admin: { id: admin.id, email: admin.email },
    member: { id: member.id, email: member.email },
  };
}

/**
 * What the browser holds after an upload the server confirmed (scanned,
 * clean): an uploads row in state confirmed, written directly.
 */
export async function confirmedUpload(
  t: TestApp,
  company: { id: number; admin: { id: number } },
  {
    fileType = 'document',
    name = 'document.pdf',
  }: { fileType?: 'document' | 'logo'; name?: string } = {},
): Promise<UploadedFile> {
  const route = `companies/${company.id}/${randomBytes(12).toString('hex')}`;
  const md5 = randomBytes(16).toString('hex');
  const time = String(Date.now());
  await t.database.db.insert(uploads).values({
    route,
    module: 'companies',
    fileType,
    companyId: company.id,
    userId: company.admin.id,
    state: 'confirmed',
    fileName: name,
    time,
    md5,
    size: 1234,
    contentType: fileType === 'logo' ? 'image/png' : 'application/pdf',
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return { route, time, name, md5 };
}

/** The company document types, by code, as the API numbers them. */
export async function documentTypes(t: TestApp, token: string) {
  const { body } = await call(t, 'POST', '/api/company/getCompanyMyCompany', {
    token,
    payload: {},
  });
  const types = body.typeDocumentsCompanies ?? [];
  const byCode = (code: string) => {
    const type = types.find((item) => item.code === code);
    if (!type) throw new Error(`no company document type ${code}`);
    return type;
  };
  return { types, byCode };
}
