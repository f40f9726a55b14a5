import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { TokenClaims } from '@registry/contract/auth/token-claims';
import type { Language } from '@registry/contract/common/language';
import type { CodeMessage } from '@registry/contract/common/envelope';
import type { CompanyUser } from '@registry/contract/users/company-user';
import type { CreateUserByCompanyRequest } from '@registry/contract/users/create-user-by-company';
import { users } from '../../db/schema/accounts';
import { hashPassword } from '../../lib/password';
import { logInAs } from '../../../test/log-in';
import { HEADERS, type TestApp } from '../../../test/test-app';

/*
 * Helpers of the user-administration tests (not loaded by the app): calls with
 * a token and a language, sessions of the demo users, invited users.
 */

export const OWNER_ADMIN = 'owner@demo.example';
export const NEW_PASSWORD = 'Invited-User-2026!';

export interface Answer {
  status: 0 | 1;
  codeMessages: (CodeMessage & { field?: string })[];
  user?: CompanyUser;
  users?: CompanyUser[];
  total?: number;
  isInvited?: boolean;
  isMailSent?: boolean;
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
    headers: {
      ...HEADERS,
      lng,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json<Answer>() };
}

export interface Session {
  token: string;
  refreshToken: string;
  claims: TokenClaims;
}

/** Logs a user in (the demo password unless told) and answers the session. */
export async function logIn(t: TestApp, email: string, password?: string): Promise<Session> {
  const { body } = await logInAs(t.app, t.keys, email, password);
  if (body.status !== 1 || !body.token) {
    throw new Error(`login of ${email} failed: ${JSON.stringify(body.codeMessages)}`);
  }
  return {
    token: body.token,
    refreshToken: body.refreshToken ?? '',
    claims: decodeJwt(body.token) as unknown as TokenClaims,
  };
}

/** The owner's admin acting for the developer company, where they are not an admin. */
export async function nonAdminSession(t: TestApp): Promise<Session> {
  const owner = await logIn(t, OWNER_ADMIN);
  const other = owner.claims.userCompanies.find((c) => c.company_id !== owner.claims.companyId);
  if (!other) throw new Error('the owner admin has no second company');
  const { body } = await t.app.inject({
    method: 'POST',
    url: '/api/user/loginForCompany',
    headers: { ...HEADERS, authorization: `Bearer ${owner.token}` },
    payload: { companyId: other.company_id },
  });
  const answer = body ? (JSON.parse(body) as { token?: string; refreshToken?: string }) : {};
  if (!answer.token) throw new Error(`switching company failed: ${body}`);
  return {
    token: answer.token,
    refreshToken: answer.refreshToken ?? '',
    claims: decodeJwt(answer.token) as unknown as TokenClaims,
  };
}

let counter = 0;

/** A unique new-user request; the e-mail is new to the registry. */
export function newUserRequest(
  overrides: Partial<CreateUserByCompanyRequest> = {},
): CreateUserByCompanyRequest {
  counter += 1;
  return {
    name: `Invited Person ${counter}`,
    email: `invited-${counter}-${Date.now()}@example.com`,
    phone: '+57 300 123 4567',
    permits: ['transfer'],
    ...overrides,
  };
}

/** The admin invites a new user; answers the created user. */
export async function inviteUser(
  t: TestApp,
  adminToken: string,
  overrides: Partial<CreateUserByCompanyRequest> = {},
): Promise<CompanyUser> {
  const { status, body } = await call(t, 'POST', '/api/user/createByCompany', {
    token: adminToken,
    payload: newUserRequest(overrides),
  });
  if (status !== 200 || !body.user) throw new Error(`invitation failed: ${JSON.stringify(body)}`);
  return body.user;
}

/** What following the invitation link does, done directly: the user gets a password. */
export async function setPassword(t: TestApp, userId: number, password = NEW_PASSWORD) {
  await t.database.db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, userId));
}

/** Bytes written as =XX (quoted-printable, and Q encoded words when underscores are spaces). */
function decodeQuotedPrintable(text: string, isEncodedWord = false): string {
  const unfolded = text.replace(/=\r?\n/g, '');
  const spaced = isEncodedWord ? unfolded.replaceAll('_', ' ') : unfolded;
  const bytes: number[] = [];
  for (let i = 0; i < spaced.length; i += 1) {
    const hex = spaced.slice(i + 1, i + 3);
    if (spaced[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(spaced[i] ?? ''));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

export interface Mail {
  to: string;
  /** Decoded, as the reader sees it. */
  subject: string;
  /** The text and HTML parts, decoded. */
  body: string;
}

/**
 * The app's outbox, oldest first, decoded (test/outbox.ts reads the raw
 * message, where a subject with accents stays RFC 2047 encoded).
 */
export function readMails(t: TestApp): Mail[] {
  const dir = path.join(t.dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(path.join(dir, file), 'utf8');
    const split = raw.search(/\r?\n\r?\n/);
    const headers = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
    const header = (name: string) =>
      new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';
    const subject = header('Subject')
      .replace(/\?=\s+=\?/g, '?==?')
      .replace(/=\?utf-8\?q\?(.*?)\?=/gi, (_, word: string) => decodeQuotedPrintable(word, true));
    return { to: header('To'), subject, body: decodeQuotedPrintable(raw.slice(split)) };
  });
}

/** The mails to an address, oldest first. */
export function mailsTo(t: TestApp, email: string): Mail[] {
  return readMails(t).filter((mail) => mail.to.includes(email));
}

/** The first /change-password-link/{idHash}/{codeHash}/{userIdHash} of a mail, split. */
export function passwordLinkOf(mail: Mail | undefined) {
  const found = /\/change-password-link\/([\w-]+)\/([\w-]+)\/([\w-]+)/.exec(mail?.body ?? '');
  if (!found) return null;
  const [path, idHash = '', codeHash = '', userIdHash = ''] = found;
  return { path, idHash, codeHash, userIdHash };
}
