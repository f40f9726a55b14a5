import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  PERMITS_BY_ACCOUNT_TYPE,
  type AccountType,
  type Permit,
} from '@registry/contract/auth/account-type';
import { companies, userCompanies, users } from '../../src/db/schema/accounts';
import { cities, countries, regions, typeDocuments } from '../../src/db/schema/reference';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { hashPassword } from '../../src/lib/password';
import type { TestApp } from '../test-app';

/*
 * Fresh companies written straight to the database: approved, Colombian (NIT,
 * Bogotá), with nothing on their billing or due-diligence tabs, and users who
 * log in with the demo password.
 */

export interface TestUser {
  id: number;
  name: string;
  email: string;
}

export interface TestCompany {
  id: number;
  /** Public platform id (CR-…). */
  companyId: string;
  name: string;
  documentNumber: string;
  /** The company's contact address (where its mail goes). */
  email: string;
  admin: TestUser;
}

let counter = 0;
const unique = () => {
  counter += 1;
  return `${counter}-${randomBytes(3).toString('hex')}`;
};

async function insertUser(t: TestApp, email: string, name: string): Promise<TestUser> {
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
  if (!user) throw new Error('no user inserted');
  return { id: user.id, name: user.name, email: user.email };
}

async function bogota(t: TestApp) {
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
  return { country, region, city, nit };
}

/** A new approved company and its admin (with every permit of its account type). */
export async function createCompany(
  t: TestApp,
  { typeAccount = 'owner', name }: { typeAccount?: AccountType; name?: string } = {},
): Promise<TestCompany> {
  const tag = unique();
  const { country, region, city, nit } = await bogota(t);
  const [company] = await t.database.db
    .insert(companies)
    .values({
      companyId: `CR-T${tag.toUpperCase()}`,
      name: name ?? `Test Company ${tag}`,
      typeAccount,
      state: 'approved',
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
  if (!company) throw new Error('no company inserted');
  const admin = await insertUser(t, `admin-${tag}@example.com`, `Admin of ${company.name}`);
  await t.database.db.insert(userCompanies).values({
    userId: admin.id,
    companyId: company.id,
    isAdmin: 1,
    isContact: 1,
    permits: [...PERMITS_BY_ACCOUNT_TYPE[typeAccount]],
  });
  return {
    id: company.id,
    companyId: company.companyId,
    name: company.name,
    documentNumber: company.documentNumber,
    email: company.email,
    admin,
  };
}

/** Another user of the company: not an admin nor the contact, permit transfer unless told; active unless told. */
export async function addMember(
  t: TestApp,
  company: { id: number },
  {
    name,
    active = 1,
    permits = ['transfer'],
  }: { name?: string; active?: 0 | 1; permits?: Permit[] } = {},
): Promise<TestUser> {
  const tag = unique();
  const user = await insertUser(t, `member-${tag}@example.com`, name ?? `Member ${tag}`);
  await t.database.db
    .insert(userCompanies)
    .values({ userId: user.id, companyId: company.id, active, permits });
  return user;
}

export interface TestCompanyWithMember extends TestCompany {
  member: TestUser;
}

/** A new company with its admin and one plain member. */
export async function createCompanyWithMember(
  t: TestApp,
  options: { typeAccount?: AccountType; name?: string } = {},
): Promise<TestCompanyWithMember> {
  const company = await createCompany(t, options);
  return { ...company, member: await addMember(t, company) };
}

/** The memberships of a user, as rows. */
export async function membershipsOf(t: TestApp, userId: number) {
  return t.database.db.select().from(userCompanies).where(eq(userCompanies.userId, userId));
}
