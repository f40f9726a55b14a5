import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES, type AccountType } from '@registry/contract/auth/account-type';
import { makeClaims } from '../test/tokens';
import { decideAccess, findAppRoute } from './guards';

const PROJECT = ['/new-project', '/my-projects', '/project/edit/7'];
const CONVERSION = ['/new-project-conversion', '/project/edit-project-conversion/7'];
const TRANSFER = [
  '/transfer-certification',
  '/transfer-certification/7/SER-1/25',
  '/transfer-certification/7/SER-1/25/3',
  '/historical-transfer',
];
const RETIRE = [
  '/emit-certification',
  '/emit-certification/7/SER-1/25/false',
  '/emit-certification/7/SER-1/25/true/3',
  '/convert-to-kg',
];
const POSITIONS = ['/my-positions'];
const MY_PROJECTS = ['/my-projects'];
const REPORT = ['/emit-certification-report'];
const ADMIN = ['/users', '/users/new'];
const GUARDED = [
  ...new Set([
    ...PROJECT,
    ...CONVERSION,
    ...TRANSFER,
    ...RETIRE,
    ...POSITIONS,
    ...REPORT,
    ...ADMIN,
  ]),
];

/** What each account type may open with the permits a certifier grants it (spec sections 2 and 6). */
const ALLOWED: Record<AccountType, readonly string[]> = {
  owner: [...PROJECT, ...CONVERSION, ...TRANSFER, ...RETIRE, ...POSITIONS],
  generalAccount: [...PROJECT, ...CONVERSION, ...TRANSFER, ...RETIRE, ...POSITIONS],
  developer: [...PROJECT, ...TRANSFER, ...RETIRE, ...POSITIONS],
  trader: [...TRANSFER, ...RETIRE, ...POSITIONS],
  retailAggregator: [...TRANSFER, ...RETIRE, ...POSITIONS],
  certifier: MY_PROJECTS,
  ovv: MY_PROJECTS,
  gov: REPORT,
  passivesubject: REPORT,
};

const OPEN = [
  '/',
  '/info-register-projects',
  '/404',
  '/auth/abc.def',
  '/projects-list',
  '/signature/validator/7/3',
  '/register-api',
  '/register-trading',
  '/register-trading-cbl',
  '/register-trading-rcc',
  '/register-trading-chia',
  '/register-polygon',
  '/register-tolam',
  '/register-trading-bnz',
  '/register-trading-tanager',
  '/projects/7',
  '/emit-certification/42',
  '/emit-certifications/removal/7',
  '/downloadRetiredBonds/7',
  '/payment-pending-confirm',
  '/system-accounts',
  '/trading-rcc',
  '/trading-bnz',
  '/trading-polygon',
  '/TradingCbl',
  '/TradingChia',
  '/trading-tolam',
  '/trading-tanager',
  '/project-comment',
  '/project-comment/1/7',
  '/project-comment-list/7',
  '/correction-history/7',
  '/credit-management',
  '/credits-by-company/10',
  '/invoicing',
  '/manage-sub-accounts',
  '/change-password-link/a/b/c',
  '/jp-report',
  '/no/such/page',
];
const SESSION = ['/change-password', '/my-company', '/all-information/10'];
const GUEST_ONLY = ['/register', '/login', '/password-recovery'];

describe('decideAccess, logged out', () => {
  it.each(OPEN)('lets a visitor open %s', (path) => {
    expect(decideAccess(null, path)).toEqual({ kind: 'allow' });
  });

  it.each(GUEST_ONLY)('lets a visitor open the public route %s', (path) => {
    expect(decideAccess(null, path)).toEqual({ kind: 'allow' });
  });

  it.each([...SESSION, ...GUARDED])(
    'sends a visitor of %s to /login, remembering the path',
    (path) => {
      expect(decideAccess(null, `${path}?tab=2`)).toEqual({
        kind: 'login',
        to: '/login',
        goBackPath: `${path}?tab=2`,
      });
    },
  );
});

describe.each(ACCOUNT_TYPES)('decideAccess, %s', (typeAccount) => {
  const claims = makeClaims(typeAccount);

  it.each(GUEST_ONLY)('redirects the logged-in user from %s to /', (path) => {
    expect(decideAccess(claims, path)).toEqual({ kind: 'redirect', to: '/' });
  });

  it.each([...OPEN, ...SESSION])('allows %s', (path) => {
    expect(decideAccess(claims, path)).toEqual({ kind: 'allow' });
  });

  it.each(GUARDED)('decides %s by account type and permits', (path) => {
    const expected = ALLOWED[typeAccount].includes(path) ? 'allow' : 'forbidden';
    expect(decideAccess(claims, path).kind).toBe(expected);
  });

  it('opens user management only to company admins', () => {
    const admin = makeClaims(typeAccount, { isAdminCompany: 1 });
    for (const path of ADMIN) {
      expect(decideAccess(admin, path).kind).toBe('allow');
      expect(decideAccess(claims, path).kind).toBe('forbidden');
    }
  });

  it('opens no permit or account-type route to an unconfigured company (empty permits)', () => {
    const unconfigured = makeClaims(typeAccount, { permits: [] });
    expect(GUARDED.filter((path) => decideAccess(unconfigured, path).kind === 'allow')).toEqual([]);
  });
});

describe('decideAccess, permits beyond the account type defaults', () => {
  it('keeps a certifier without my-positions even with transfer and retire permits', () => {
    const claims = makeClaims('certifier', { permits: ['project', 'transfer', 'retire'] });
    expect(decideAccess(claims, '/my-positions').kind).toBe('forbidden');
    expect(decideAccess(claims, '/transfer-certification').kind).toBe('allow');
  });

  it('keeps the retirement report for gov and passivesubject even when another type holds the report permit', () => {
    expect(
      decideAccess(makeClaims('owner', { permits: ['report'] }), '/emit-certification-report').kind,
    ).toBe('forbidden');
  });

  it('gives /my-positions through the retire permit alone', () => {
    const claims = makeClaims('owner', { permits: ['retire'] });
    expect(decideAccess(claims, '/my-positions').kind).toBe('allow');
    expect(decideAccess(claims, '/historical-transfer').kind).toBe('forbidden');
  });
});

describe('findAppRoute', () => {
  it.each([
    ['/emit-certification', 'retire', 'retire'],
    ['/emit-certification/42', 'open', 'certificate'],
    ['/emit-certification/7/SER-1/25/true', 'retire', 'retire'],
    ['/emit-certification/7/SER-1/25/true/3', 'retire', 'retire'],
    ['/emit-certification-report', 'report', 'retirementReport'],
    ['/tradingcbl', 'open', 'tradingCbl'],
    ['/users/new', 'companyAdmin', 'newUser'],
    ['/emit-certification/1/2', 'open', 'notFound'],
    ['/anything/else', 'open', 'notFound'],
  ])('resolves %s to a %s route titled %s', (path, access, title) => {
    expect(findAppRoute(path)).toMatchObject({ access, title });
  });
});
