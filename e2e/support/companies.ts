import { constants, publicEncrypt } from 'node:crypto';
import type { AccountType } from '@registry/contract/auth/account-type';
import type { TokenClaims } from '@registry/contract/auth/token-claims';
import type {
  CompanyRequest,
  CompanyRequestsResponse,
  LinkUser,
} from '@registry/contract/company-links/company-request';
import { PLATFORM, apiLogin, solveCaptcha } from './fixtures';
import { waitForPasswordLink } from './outbox';

/*
 * Fresh companies and company links for journeys, through the real API: a
 * company registers (POST /api/user), its admin sets a password from the
 * mailed link (POST /api/user/update-password-link), logs in and accepts the
 * terms. Journeys that need two connected companies use these instead of the
 * shared demo users, whose state other journeys rely on.
 */

function baseUrl(): string {
  const url = process.env.BASE_URL;
  if (!url) throw new Error('BASE_URL is not set: global-setup did not run');
  return url;
}

const HEADERS = { platform: PLATFORM, lng: 'en', 'content-type': 'application/json' } as const;

interface Envelope {
  status: 0 | 1;
  codeMessages: { codeMessage: string; message: string }[];
}

/** One API call; throws (with the answer) unless it is HTTP 200 with status 1. */
export async function api<T extends object>(
  method: 'GET' | 'POST',
  path: string,
  { token, body }: { token?: string; body?: object } = {},
): Promise<T & Envelope> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { ...HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const answer = (await response.json()) as T & Envelope;
  if (!response.ok || answer.status !== 1) {
    throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  }
  return answer;
}

/** The browser's password transform: RSA-OAEP-256 with the API's public key, base64. */
async function encryptPassword(password: string): Promise<string> {
  const { publicKey } = await api<{ publicKey: string }>('GET', '/user/public-key');
  return publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password),
  ).toString('base64');
}

/** The claims of an access token (not verified: the server did that). */
export function claimsOf(token: string): TokenClaims {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
}

export interface E2ESession {
  token: string;
  refreshToken: string;
}

export interface E2ECompany {
  /** Internal id (the token's companyId; what the link calls and /all-information take). */
  id: number;
  /** Public platform id, for example "CR-1A2B3C4D". */
  companyId: string;
  name: string;
  /** The document number as stored (digits only). */
  documentNumber: string;
  /** The admin's login. */
  email: string;
  password: string;
  contactName: string;
  /** A session of the admin in the company, terms accepted. */
  session: E2ESession;
}

let counter = 0;

/** Letters and digits no other company of this run has. */
function uniqueStamp(): string {
  counter += 1;
  return `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}

/** Colombia with its first region, city and document type (NIT), and the first standard. */
async function registrationPlace() {
  const { countries } = await api<{
    countries: { id: number; code: string; formatCellPhone: string; phoneCode: string }[];
  }>('GET', '/platform/country');
  const country = countries.find((c) => c.code === 'CO');
  if (!country) throw new Error('Colombia is not among the countries');
  const { regions } = await api<{ regions: { id: number }[] }>(
    'GET',
    `/platform/country/${country.id}/regions`,
  );
  const region = regions[0];
  if (!region) throw new Error('Colombia has no regions');
  const { cities } = await api<{ cities: { id: number }[] }>(
    'GET',
    `/platform/country/${country.id}/regions/${region.id}/cities`,
  );
  const { typesDocuments } = await api<{
    typesDocuments: { id: number; isVerificationDigit: boolean }[];
  }>('GET', `/platform/typeDocument/${country.id}/actives`);
  const { standards } = await api<{ standards: { id: number }[] }>(
    'GET',
    '/platform/standard/actives',
  );
  const [city, typeDocument, standard] = [cities[0], typesDocuments[0], standards[0]];
  if (!city || !typeDocument || !standard) throw new Error('the reference lists are empty');
  return { country, region, city, typeDocument, standard };
}

/**
 * Registers a fresh company through the real registration call, sets its
 * admin's password from the mailed link, logs in and accepts the terms (unless
 * acceptTerms is false). The company is new: no permits yet, so its admin's
 * first stop after login is /my-company.
 */
export async function createCompany(
  options: {
    name?: string;
    typeAccount?: AccountType;
    contactName?: string;
    password?: string;
    acceptTerms?: boolean;
  } = {},
): Promise<E2ECompany> {
  const stamp = uniqueStamp();
  const name = options.name ?? `E2E Linked ${stamp} S.A.S.`;
  const contactName = options.contactName ?? `Admin ${stamp}`;
  const email = `e2e-company-${stamp}@linked.example`;
  const password = options.password ?? 'Linked-Company-2026!';
  const documentNumber = String(Date.now() * 10 + (counter % 10)).slice(-10);
  const place = await registrationPlace();
  const digits = place.country.formatCellPhone.replace(/[^#]/g, '').length;

  await api('POST', '/user', {
    body: {
      address: 'Calle 26 # 68-35, Bogotá',
      city: place.city.id,
      region: place.region.id,
      country: place.country.id,
      documentNumber,
      verificationDigit: place.typeDocument.isVerificationDigit ? '3' : '',
      contactName,
      email,
      form: true,
      isAuthorized: true,
      name,
      phone: `3${'1'.repeat(Math.max(0, digits - 1))}`,
      phoneCode: place.country.phoneCode,
      recaptchaValue: await solveCaptcha(),
      typeAccount: options.typeAccount ?? 'owner',
      typeDocument: place.typeDocument.id,
      standardId: place.standard.id,
    },
  });

  const link = await waitForPasswordLink(email);
  const [idHash, codeHash, userIdHash] = link.split('/').slice(2);
  if (!idHash || !codeHash || !userIdHash) throw new Error(`unexpected password link ${link}`);
  await api('POST', '/user/update-password-link', {
    body: {
      idHash,
      codeHash,
      userIdHash,
      newPassword: await encryptPassword(password),
      ConfPassword: await encryptPassword(password),
    },
  });

  let session: E2ESession = await apiLogin(email, password);
  const claims = claimsOf(session.token);
  if (options.acceptTerms !== false) {
    const accepted = await api<{ token?: string; refreshToken?: string }>(
      'POST',
      '/company/terms',
      {
        token: session.token,
        body: { isTerms: true, isHabeas: true, companyId: claims.companyId },
      },
    );
    if (accepted.token) {
      session = { token: accepted.token, refreshToken: accepted.refreshToken ?? '' };
    }
  }
  const platformId =
    claims.userCompanies.find((c) => c.company_id === claims.companyId)?.company_company_id ?? '';
  return {
    id: claims.companyId,
    companyId: platformId,
    name,
    documentNumber,
    email,
    password,
    contactName,
    session,
  };
}

const LINKS = '/platform/companiesRequestCompaniesPermit';

/** The company links of a session's company: sent (companyReques) and received (companyRequestCompany). */
export async function companyLinks(session: E2ESession): Promise<CompanyRequestsResponse> {
  return api<CompanyRequestsResponse>('POST', `${LINKS}/companyRequestMyCompany`, {
    token: session.token,
    body: {},
  });
}

/** The requester company asks the target company for a connection; answers the pending request. */
export async function requestLink(
  requester: { session: E2ESession },
  target: { id: number },
): Promise<CompanyRequest> {
  const { companyRequest } = await api<{ companyRequest: CompanyRequest }>('POST', `${LINKS}/`, {
    token: requester.session.token,
    body: { id: target.id },
  });
  return companyRequest;
}

/** The target company accepts (or rejects) a pending request; answers the request as it sees it. */
export async function answerLink(
  target: { session: E2ESession },
  requestId: number,
  answer: 'accept' | 'reject' = 'accept',
): Promise<CompanyRequest> {
  const action = answer === 'accept' ? 'acceptCompany' : 'rejectedCompany';
  const { companyRequest } = await api<{ companyRequest: CompanyRequest }>(
    'POST',
    `${LINKS}/${action}`,
    { token: target.session.token, body: { id: requestId } },
  );
  return companyRequest;
}

/** Requests and accepts a link between two companies; answers the request id. */
export async function linkCompanies(
  requester: { session: E2ESession },
  target: { id: number; session: E2ESession },
): Promise<number> {
  const { id } = await requestLink(requester, target);
  await answerLink(target, id);
  return id;
}

/** The other company's users the requester may let in through an accepted link. */
export async function linkUsers(
  requester: { session: E2ESession },
  requestId: number,
): Promise<LinkUser[]> {
  const { companyReques } = await companyLinks(requester.session);
  const request = companyReques.find((r) => r.id === requestId);
  if (!request) throw new Error(`request ${requestId} is not among the sent requests`);
  return request.users;
}

/**
 * The requester lets a user of the target company in through an accepted link
 * (found by e-mail among its users). The user can then switch to
 * the requester company.
 */
export async function grantLinkAccess(
  requester: { session: E2ESession },
  requestId: number,
  email: string,
): Promise<LinkUser> {
  const user = (await linkUsers(requester, requestId)).find((u) => u.email === email);
  if (!user) throw new Error(`${email} cannot be let in through request ${requestId}`);
  const answer = await api<{ user: LinkUser }>('POST', `${LINKS}/addUserCompany`, {
    token: requester.session.token,
    body: { id: requestId, userId: user.id },
  });
  return answer.user;
}

/** The certifier approves a company through its review call (its opening invoice is raised). */
export async function approveCompany(company: { id: number }): Promise<void> {
  const certifier = await apiLogin('certifier@demo.example');
  await api('POST', '/administration/companies/review', {
    token: certifier.token,
    body: { companyId: company.id, action: 'approve', reason: '' },
  });
}
