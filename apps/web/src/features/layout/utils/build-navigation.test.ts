import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES, PERMITS, type AccountType } from '@registry/contract/auth/account-type';
import { decideAccess } from '../../../app/guards';
import { makeClaims } from '../../../test/tokens';
import { buildNavigation, type NavGroupId } from './build-navigation';

const TRADING = [
  'tradingCbl',
  'tradingRcc',
  'tradingPolygon',
  'tradingChia',
  'tradingBnz',
  'tradingTolam',
  'tradingTanager',
];
const ACCOUNT = ['myCompany', 'changePassword'];
const ALL_PROJECTS = ['projectsList', 'myProjects', 'newProject', 'newProjectConversion'];
const POSITIONS = ['myPositions', 'convertToKg', 'manageSubAccounts'];
const TRANSACTIONS = ['transfer', 'retire', 'historicalTransfer'];

/** The menus each account type sees with the permits a certifier grants it (spec sections 2 and 6). */
const EXPECTED: Record<AccountType, Partial<Record<NavGroupId, string[]>>> = {
  owner: {
    projects: ALL_PROJECTS,
    positions: POSITIONS,
    transactions: TRANSACTIONS,
    trading: TRADING,
    myAccount: ACCOUNT,
  },
  generalAccount: {
    projects: ALL_PROJECTS,
    positions: POSITIONS,
    transactions: TRANSACTIONS,
    trading: TRADING,
    myAccount: ACCOUNT,
  },
  developer: {
    projects: ['projectsList', 'myProjects', 'newProject'],
    positions: POSITIONS,
    transactions: TRANSACTIONS,
    trading: TRADING,
    myAccount: ACCOUNT,
  },
  trader: {
    projects: ['projectsList'],
    positions: POSITIONS,
    transactions: TRANSACTIONS,
    trading: TRADING,
    myAccount: ACCOUNT,
  },
  retailAggregator: {
    projects: ['projectsList'],
    positions: POSITIONS,
    transactions: TRANSACTIONS,
    myAccount: ACCOUNT,
  },
  certifier: {
    projects: ['projectsList', 'myProjects'],
    systemAdmin: ['systemAccounts', 'creditManagement', 'invoicing'],
    myAccount: ACCOUNT,
  },
  ovv: { projects: ['projectsList', 'myProjects'], myAccount: ACCOUNT },
  gov: { projects: ['projectsList'], transactions: ['retirementReport'], myAccount: ACCOUNT },
  passivesubject: {
    projects: ['projectsList'],
    transactions: ['retirementReport'],
    myAccount: ACCOUNT,
  },
};

const asTable = (claims: Parameters<typeof buildNavigation>[0]) =>
  Object.fromEntries(
    buildNavigation(claims).map((group) => [group.id, group.items.map((item) => item.id)]),
  );

describe('buildNavigation', () => {
  it('shows no menus without a session', () => {
    expect(buildNavigation(null)).toEqual([]);
  });

  describe.each(ACCOUNT_TYPES)('for %s', (typeAccount) => {
    it('builds exactly the groups and entries of its account type and permits', () => {
      expect(asTable(makeClaims(typeAccount))).toEqual(EXPECTED[typeAccount]);
    });

    it('adds Users to My account for a company admin', () => {
      const admin = asTable(makeClaims(typeAccount, { isAdminCompany: 1 }));
      expect(admin.myAccount).toEqual([...ACCOUNT, 'users']);
    });

    it('links only to routes the guard lets this user open', () => {
      for (const isAdminCompany of [0, 1] as const) {
        const claims = makeClaims(typeAccount, { isAdminCompany });
        for (const item of buildNavigation(claims).flatMap((group) => group.items)) {
          expect(decideAccess(claims, item.path), `${typeAccount} -> ${item.path}`).toEqual({
            kind: 'allow',
          });
        }
      }
    });
  });

  it('keeps the groups in the order projects, positions, transactions, Trading, System administration, My account', () => {
    const permits = [...PERMITS];
    expect(buildNavigation(makeClaims('owner', { permits })).map((group) => group.id)).toEqual([
      'projects',
      'positions',
      'transactions',
      'trading',
      'myAccount',
    ]);
    expect(buildNavigation(makeClaims('certifier', { permits })).map((group) => group.id)).toEqual([
      'projects',
      'positions',
      'transactions',
      'systemAdmin',
      'myAccount',
    ]);
  });

  it.each(ACCOUNT_TYPES)(
    'gives an unconfigured %s company (no permits) only the public list and its account',
    (type) => {
      expect(asTable(makeClaims(type, { permits: [] }))).toEqual({
        projects: ['projectsList'],
        myAccount: ACCOUNT,
      });
    },
  );
});
