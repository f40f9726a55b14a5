import { TRADING_ACCOUNT_TYPES } from '@registry/contract/auth/trading-account-types';
import type { Caller } from '../../lib/caller';
import { DomainError } from '../../lib/domain-error';

/**
 * The markets are the Trading menu's (spec section 2): a user of an owner,
 * developer, general account or trader company with the `exchange` permit;
 * 403 for anyone else.
 */
export function requireTrader(caller: Caller): void {
  const { typeAccount, permits } = caller.claims;
  if (!TRADING_ACCOUNT_TYPES.includes(typeAccount) || !permits.includes('exchange')) {
    throw new DomainError('ERROR_FORBIDDEN', 403);
  }
}
