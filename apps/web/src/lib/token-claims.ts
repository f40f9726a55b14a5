import type { TokenClaims, UserCompany } from '@registry/contract/auth/token-claims';
import { ACCOUNT_TYPES, PERMITS } from './contract-values';

/*
 * The access token's claims checked without zod (see contract-values.ts);
 * token-claims.test.ts holds this check to the contract's TokenClaimsSchema.
 */

type Check = (value: unknown) => boolean;

const isString: Check = (value) => typeof value === 'string';
const isInteger: Check = (value) => Number.isInteger(value);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isOneOf =
  (values: readonly unknown[]): Check =>
  (value) =>
    values.includes(value);
const isArrayOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(check);
const hasShape =
  (shape: Record<string, Check>): Check =>
  (value) =>
    isRecord(value) && Object.entries(shape).every(([key, check]) => check(value[key]));

const isUserCompany = hasShape({
  company_id: isInteger,
  company_company_id: isString,
  description: isString,
} satisfies Record<keyof UserCompany, Check>);

const isClaims = hasShape({
  permits: isArrayOf(isOneOf(PERMITS)),
  typeAccount: isOneOf(ACCOUNT_TYPES),
  isAdminCompany: isOneOf([0, 1]),
  name: isString,
  email: isString,
  companyId: isInteger,
  company: hasShape({ name: isString }),
  userCompanies: isArrayOf(isUserCompany),
  logo: (value) => value === null || isString(value),
  exp: isInteger,
  userHash: isString,
} satisfies Record<keyof TokenClaims, Check>);

export function isTokenClaims(value: unknown): value is TokenClaims {
  return isClaims(value);
}
