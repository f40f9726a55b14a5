import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { PERMITS_BY_ACCOUNT_TYPE, type AccountType } from '@registry/contract/auth/account-type';
import type { TokenClaims } from '@registry/contract/auth/token-claims';
import type { CodeMessage } from '@registry/contract/common/envelope';
import type { Language } from '@registry/contract/common/language';
import {
  COMPANY_LINKS_PATHS,
  type CompanyRequest,
  type LinkUser,
} from '@registry/contract/company-links/company-request';
import type { CompanySearchResult } from '@registry/contract/company-links/search-companies';
import { companies, userCompanies, users } from '../../db/schema/accounts';
import { hashPassword } from '../../lib/password';
import type { Caller } from '../../plugins/auth';
import { verifyAccessToken } from '../user/tokens';
import { logInAs } from '../../../test/log-in';
import { HEADERS, type TestApp } from '../../../test/test-app';

/*
 * Helpers of the company-link tests (not loaded by the app): fresh companies
 * with users who can log in, sessions, and the link calls.
 */

export const PASSWORD = 'Linked-Company-2026!';

export interface TestUser {
  id: number;
  name: string;
  email: string;
}

export interface TestCompany {
  id: number;
  /** Public platform id. */
  companyId: string;
  name: string;
  documentNumber: string;
  admin: TestUser;
}

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

async function insertUser(t: TestApp, name: string): Promise<TestUser> {
  const [user] = await t.database.db
    .insert(users)
    .values({
      userHash: randomBytes(16).toString('hex'),
      email: `link-${unique()}@example.com`,
      name,
      passwordHash: await hashPassword(PASSWORD),
    })
    .returning();
  if (!user) throw new Error('no user inserted');
  return { id: user.id, name: user.name, email: user.email };
}

/** A fresh, approved company (place and document type copied from a demo one) and its admin. */
export async function createCompany(
  t: TestApp,
  { typeAccount = 'owner', name }: { typeAccount?: AccountType; name?: string } = {},
): Promise<TestCompany> {
  const db = t.database.db;
  const [model] = await db.select().from(companies).orderBy(asc(companies.id)).limit(1);
  if (!model) throw new Error('seed the demo registry first');
  const id = unique();
  const [company] = await db
    .insert(companies)
    .values({
      companyId: `CR-T${id.toUpperCase()}`,
      name: name ?? `Linked Company ${id}`,
      typeAccount,
      typeDocumentId: model.typeDocumentId,
      documentNumber: `7${String(Date.now()).slice(-7)}${counter}`,
      countryId: model.countryId,
      regionId: model.regionId,
      cityId: model.cityId,
      address: 'Calle 1 # 2-3',
      contactName: 'Link Admin',
      email: `company-${id}@example.com`,
      phoneCode: model.phoneCode,
      phone: '3001234567',
      updateBilling: 1,
      updateDueDiligence: 1,
      acceptTerms: 1,
      acceptHabeas: 1,
    })
    .returning();
  if (!company) throw new Error('no company inserted');
  const admin = await insertUser(t, `Admin of ${company.name}`);
  await db.insert(userCompanies).values({
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
    admin,
  };
}

/** Another user of the company, not an admin; active unless told. */
export async function addMember(
  t: TestApp,
  company: TestCompany,
  { name = `Member ${unique()}`, active = 1 }: { name?: string; active?: 0 | 1 } = {},
): Promise<TestUser> {
  const user = await insertUser(t, name);
  await t.database.db
    .insert(userCompanies)
    .values({ userId: user.id, companyId: company.id, active, permits: ['transfer'] });
  return user;
}

export interface Session {
  token: string;
  refreshToken: string;
  claims: TokenClaims;
  caller: Caller;
}

async function toSession(t: TestApp, token: string, refreshToken: string): Promise<Session> {
  const caller = await verifyAccessToken(t.keys, token);
  if (!caller) throw new Error('the token does not verify');
  return { token, refreshToken, claims: decodeJwt(token) as unknown as TokenClaims, caller };
}

/** Logs a user in (this kit's password unless told), in their first company. */
export async function logIn(t: TestApp, email: string, password = PASSWORD): Promise<Session> {
  const { body } = await logInAs(t.app, t.keys, email, password);
  if (body.status !== 1 || !body.token) {
    throw new Error(`login of ${email} failed: ${JSON.stringify(body.codeMessages)}`);
  }
  return toSession(t, body.token, body.refreshToken ?? '');
}

/** POST /api/user/loginForCompany: the raw answer (status 0 when refused). */
export async function loginForCompany(t: TestApp, token: string, companyId: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/loginForCompany',
    headers: { ...HEADERS, authorization: `Bearer ${token}` },
    payload: { companyId },
  });
  return {
    status: response.statusCode,
    body: response.json<{
      status: 0 | 1;
      token?: string;
      refreshToken?: string;
      codeMessages: CodeMessage[];
    }>(),
  };
}

/** A session of the user in the given company (throws when refused). */
export async function sessionIn(t: TestApp, session: Session, companyId: number): Promise<Session> {
  const { body } = await loginForCompany(t, session.token, companyId);
  if (body.status !== 1 || !body.token) {
    throw new Error(`switching to ${companyId} failed: ${JSON.stringify(body.codeMessages)}`);
  }
  return toSession(t, body.token, body.refreshToken ?? '');
}

export interface LinkAnswer {
  status: 0 | 1;
  codeMessages: (CodeMessage & { field?: string })[];
  companies?: CompanySearchResult[];
  companyRequest?: CompanyRequest;
  companyReques?: CompanyRequest[];
  companyRequestCompany?: CompanyRequest[];
  user?: LinkUser;
}

/** One company-link call: the HTTP status and the parsed body. */
export async function linkCall(
  t: TestApp,
  action: keyof typeof COMPANY_LINKS_PATHS,
  { token, payload, lng = 'en' }: { token?: string; payload?: object; lng?: Language } = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${COMPANY_LINKS_PATHS[action]}`,
    headers: { ...HEADERS, lng, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json<LinkAnswer>() };
}

/** The codeMessage of an answer's first message. */
export const codeOf = (answer: { body: LinkAnswer }) => answer.body.codeMessages[0]?.codeMessage;

/** Requests a link from one session's company to another company; answers the request id. */
export async function requestLink(t: TestApp, from: Session, to: { id: number }): Promise<number> {
  const answer = await linkCall(t, 'add', { token: from.token, payload: { id: to.id } });
  if (answer.status !== 200 || !answer.body.companyRequest) {
    throw new Error(`the request failed: ${JSON.stringify(answer.body)}`);
  }
  return answer.body.companyRequest.id;
}

/** Requests and accepts a link; answers the request id. */
export async function linkCompanies(
  t: TestApp,
  requester: Session,
  target: Session,
): Promise<number> {
  const id = await requestLink(t, requester, { id: target.caller.companyId });
  const accepted = await linkCall(t, 'accept', { token: target.token, payload: { id } });
  if (accepted.status !== 200) throw new Error(`accept failed: ${JSON.stringify(accepted.body)}`);
  return id;
}

/** The memberships of a user, as rows. */
export async function membershipsOf(t: TestApp, userId: number) {
  return t.database.db.select().from(userCompanies).where(eq(userCompanies.userId, userId));
}
