import type { AccountType } from '@registry/contract/auth/account-type';
import { PERMITS_BY_ACCOUNT_TYPE } from '@registry/contract/auth/account-type';
import type { TokenClaims } from '@registry/contract/auth/token-claims';
import { STORAGE_KEYS } from '../lib/storage';

const IN_ONE_HOUR = () => Math.floor(Date.now() / 1000) + 3600;

/** Claims of a demo user of the account type, with the permits a certifier grants it. */
export function makeClaims(
  typeAccount: AccountType = 'owner',
  overrides: Partial<TokenClaims> = {},
): TokenClaims {
  return {
    permits: [...PERMITS_BY_ACCOUNT_TYPE[typeAccount]],
    typeAccount,
    isAdminCompany: 0,
    name: `Ana ${typeAccount}`,
    email: `${typeAccount.toLowerCase()}@demo.example`,
    companyId: 10,
    company: { name: `${typeAccount} Company S.A.S.` },
    userCompanies: [
      {
        company_id: 10,
        company_company_id: 'CO-0010',
        description: `${typeAccount} Company S.A.S.`,
      },
      { company_id: 11, company_company_id: 'CO-0011', description: 'Second Company Ltda.' },
    ],
    logo: null,
    exp: IN_ONE_HOUR(),
    userHash: `hash-${typeAccount}`,
    ...overrides,
  };
}

function encodeBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** An unsigned JWT carrying the payload (the browser never checks signatures). */
export function makeToken(payload: unknown): string {
  const header = encodeBase64Url(JSON.stringify({ alg: 'EdDSA', typ: 'JWT' }));
  return `${header}.${encodeBase64Url(JSON.stringify(payload))}.c2lnbmF0dXJl`;
}

/** Stores an access and a refresh token for the claims, as a login would. */
export function logIn(claims: TokenClaims, refreshToken = 'refresh-1'): string {
  const token = makeToken(claims);
  window.localStorage.setItem(STORAGE_KEYS.accessToken, token);
  window.localStorage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
  return token;
}
