import type { AccountType, Permit } from '@registry/contract/auth/account-type';
import { TRADING_ACCOUNT_TYPES } from '@registry/contract/auth/trading-account-types';
import type { TokenClaims } from '@registry/contract/auth/token-claims';
import { isGranted, type AccessRule } from '../../../lib/access';

export type NavGroupId =
  'projects' | 'positions' | 'transactions' | 'trading' | 'systemAdmin' | 'myAccount';

/** A menu entry; its label is layout:nav.items.{id}. */
export interface NavItem {
  id: string;
  path: string;
}

export interface NavGroup {
  id: NavGroupId;
  items: NavItem[];
}

type Visibility = (claims: TokenClaims) => boolean;

const byRule =
  (rule: AccessRule): Visibility =>
  (claims) =>
    isGranted(rule, claims);
const byPermit =
  (permit: Permit): Visibility =>
  (claims) =>
    claims.permits.includes(permit);
const byAccountTypeAndPermit =
  (types: readonly AccountType[], permit: Permit): Visibility =>
  (claims) =>
    types.includes(claims.typeAccount) && claims.permits.includes(permit);

const isTrader = byAccountTypeAndPermit(TRADING_ACCOUNT_TYPES, 'exchange');
const isCertifier = byAccountTypeAndPermit(['certifier'], 'systemAdmin');

const MENU: ReadonlyArray<{
  id: NavGroupId;
  items: ReadonlyArray<NavItem & { isVisible: Visibility }>;
}> = [
  {
    id: 'projects',
    items: [
      { id: 'projectsList', path: '/projects-list', isVisible: byRule('session') },
      { id: 'myProjects', path: '/my-projects', isVisible: byRule('myProjects') },
      { id: 'newProject', path: '/new-project', isVisible: byRule('project') },
      {
        id: 'newProjectConversion',
        path: '/new-project-conversion',
        isVisible: byRule('projectConversion'),
      },
    ],
  },
  {
    id: 'positions',
    items: [
      { id: 'myPositions', path: '/my-positions', isVisible: byRule('positions') },
      { id: 'convertToKg', path: '/convert-to-kg', isVisible: byRule('retire') },
      { id: 'manageSubAccounts', path: '/manage-sub-accounts', isVisible: byPermit('subAccounts') },
    ],
  },
  {
    id: 'transactions',
    items: [
      { id: 'transfer', path: '/transfer-certification', isVisible: byRule('transfer') },
      { id: 'retire', path: '/emit-certification', isVisible: byRule('retire') },
      { id: 'historicalTransfer', path: '/historical-transfer', isVisible: byRule('transfer') },
      { id: 'retirementReport', path: '/emit-certification-report', isVisible: byRule('report') },
    ],
  },
  {
    id: 'trading',
    items: [
      { id: 'tradingCbl', path: '/TradingCbl', isVisible: isTrader },
      { id: 'tradingRcc', path: '/trading-rcc', isVisible: isTrader },
      { id: 'tradingPolygon', path: '/trading-polygon', isVisible: isTrader },
      { id: 'tradingChia', path: '/TradingChia', isVisible: isTrader },
      { id: 'tradingBnz', path: '/trading-bnz', isVisible: isTrader },
      { id: 'tradingTolam', path: '/trading-tolam', isVisible: isTrader },
      { id: 'tradingTanager', path: '/trading-tanager', isVisible: isTrader },
    ],
  },
  {
    id: 'systemAdmin',
    items: [
      { id: 'systemAccounts', path: '/system-accounts', isVisible: isCertifier },
      { id: 'creditManagement', path: '/credit-management', isVisible: isCertifier },
      { id: 'invoicing', path: '/invoicing', isVisible: isCertifier },
    ],
  },
  {
    id: 'myAccount',
    items: [
      { id: 'myCompany', path: '/my-company', isVisible: byRule('session') },
      { id: 'changePassword', path: '/change-password', isVisible: byRule('session') },
      { id: 'users', path: '/users', isVisible: byRule('companyAdmin') },
    ],
  },
];

/**
 * The menus of the header for a session (spec sections 2 and 6): navigation
 * groups, Trading, System administration and My account, each with only the
 * entries the claims grant. Logged out: no menus. Empty groups are left out.
 */
export function buildNavigation(claims: TokenClaims | null): NavGroup[] {
  if (!claims) return [];
  return MENU.map((group) => ({
    id: group.id,
    items: group.items
      .filter((item) => item.isVisible(claims))
      .map(({ id, path }) => ({ id, path })),
  })).filter((group) => group.items.length > 0);
}
