import { z } from 'zod';

/** The nine account types of spec section 1. */
export const ACCOUNT_TYPES = [
  'owner',
  'retailAggregator',
  'developer',
  'certifier',
  'trader',
  'generalAccount',
  'gov',
  'passivesubject',
  'ovv',
] as const;
export const AccountTypeSchema = z.enum(ACCOUNT_TYPES);
export type AccountType = z.infer<typeof AccountTypeSchema>;

/** Permit names. The spec names project, transfer and retire; the others are ours (spec section 6). */
export const PERMITS = [
  'project',
  'transfer',
  'retire',
  'subAccounts',
  'exchange',
  'report',
  'systemAdmin',
] as const;
export const PermitSchema = z.enum(PERMITS);
export type Permit = z.infer<typeof PermitSchema>;

/** Permits a company of each account type is granted when a certifier approves it (spec section 6). */
export const PERMITS_BY_ACCOUNT_TYPE: Record<AccountType, readonly Permit[]> = {
  owner: ['project', 'subAccounts', 'retire', 'transfer', 'exchange'],
  developer: ['project', 'subAccounts', 'retire', 'transfer', 'exchange'],
  generalAccount: ['project', 'subAccounts', 'retire', 'transfer', 'exchange'],
  trader: ['project', 'subAccounts', 'transfer', 'retire', 'exchange'],
  retailAggregator: ['subAccounts', 'transfer', 'retire'],
  certifier: ['project', 'systemAdmin'],
  ovv: ['project'],
  gov: ['report'],
  passivesubject: ['report'],
};
