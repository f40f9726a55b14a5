import { decodeJwt } from 'jose';
import type { TokenClaims } from '@registry/contract/auth/token-claims';
import type { CodeMessage } from '@registry/contract/common/envelope';
import type { Caller } from '../../src/lib/caller';
import { verifyAccessToken } from '../../src/modules/user/tokens';
import { logInAs } from '../log-in';
import { HEADERS, type TestApp } from '../test-app';

/*
 * Sessions: a login through the real endpoint (encrypted password, solved
 * captcha) and a switch to another company of the user.
 */

/** The demo admin of the owner company, also a plain member of the developer company. */
export const OWNER_ADMIN = 'owner@demo.example';

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

/** Logs a user in (the demo password unless told, in English unless told), in their first company. */
export async function logIn(
  t: TestApp,
  email: string,
  password?: string,
  lng?: 'es' | 'en' | 'pt',
): Promise<Session> {
  const { body } = await logInAs(t.app, t.keys, email, password, lng);
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

/** The owner's admin acting for the developer company, where they are not an admin. */
export async function nonAdminSession(t: TestApp): Promise<Session> {
  const owner = await logIn(t, OWNER_ADMIN);
  const other = owner.claims.userCompanies.find((c) => c.company_id !== owner.claims.companyId);
  if (!other) throw new Error('the owner admin has no second company');
  return sessionIn(t, owner, other.company_id);
}
