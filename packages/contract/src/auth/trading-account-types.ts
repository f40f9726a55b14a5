import type { AccountType } from './account-type';

/**
 * Account types that see the Trading menu and trade on markets (spec section
 * 2), once granted `exchange`. A file without zod: the header's menu imports it
 * on the first page.
 */
export const TRADING_ACCOUNT_TYPES: readonly AccountType[] = [
  'owner',
  'developer',
  'generalAccount',
  'trader',
];
