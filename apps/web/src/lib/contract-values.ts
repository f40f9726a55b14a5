import type { AccountType, Permit } from '@registry/contract/auth/account-type';
import type { Language } from '@registry/contract/common/language';

/*
 * Values of @registry/contract that the first page needs at run time. The
 * contract's modules build zod schemas when they load, and zod alone would be a
 * sixth of the first page's 150 KB budget, so the shell copies these few values
 * and contract-values.test.ts fails the moment they drift from the contract.
 */

export const LANGUAGES: readonly Language[] = ['en', 'es', 'pt'];
export const DEFAULT_LANGUAGE: Language = 'es';
export const PLATFORM_HEADER = 'platform';
export const LANGUAGE_HEADER = 'lng';

export const ACCOUNT_TYPES: readonly AccountType[] = [
  'owner',
  'retailAggregator',
  'developer',
  'certifier',
  'trader',
  'generalAccount',
  'gov',
  'passivesubject',
  'ovv',
];

export const PERMITS: readonly Permit[] = [
  'project',
  'transfer',
  'retire',
  'subAccounts',
  'exchange',
  'report',
  'systemAdmin',
];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Same as the contract's toLanguage: the first two letters, lower case, else es. */
export function toLanguage(value: unknown): Language {
  const candidate = typeof value === 'string' ? value.slice(0, 2).toLowerCase() : value;
  return isLanguage(candidate) ? candidate : DEFAULT_LANGUAGE;
}
