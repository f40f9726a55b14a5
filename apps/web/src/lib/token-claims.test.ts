import { describe, expect, it } from 'vitest';
import { TokenClaimsSchema } from '@registry/contract/auth/token-claims';
import { makeClaims } from '../test/tokens';
import { isTokenClaims } from './token-claims';

const valid = makeClaims('trader', { isAdminCompany: 1, logo: 'logos/10.png' });
const without = (key: keyof typeof valid) =>
  Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key));

const SAMPLES: Array<[string, unknown]> = [
  ['valid claims', valid],
  ['valid claims with extra keys', { ...valid, iat: 1, sub: '3' }],
  ['valid claims without companies', { ...valid, userCompanies: [] }],
  ['an unknown permit', { ...valid, permits: ['project', 'fly'] }],
  ['an unknown account type', { ...valid, typeAccount: 'bank' }],
  ['isAdminCompany 2', { ...valid, isAdminCompany: 2 }],
  ['isAdminCompany as boolean', { ...valid, isAdminCompany: true }],
  ['a string companyId', { ...valid, companyId: '10' }],
  ['a fractional exp', { ...valid, exp: 1.5 }],
  ['a company without name', { ...valid, company: {} }],
  ['a malformed user company', { ...valid, userCompanies: [{ company_id: 1, description: 'x' }] }],
  ['a numeric logo', { ...valid, logo: 3 }],
  ['no userHash', without('userHash')],
  ['no permits', without('permits')],
  ['null', null],
  ['an array', [valid]],
  ['a string', 'claims'],
];

describe('isTokenClaims', () => {
  it.each(SAMPLES)('agrees with the contract’s TokenClaimsSchema on %s', (_name, sample) => {
    expect(isTokenClaims(sample)).toBe(TokenClaimsSchema.safeParse(sample).success);
  });
});
