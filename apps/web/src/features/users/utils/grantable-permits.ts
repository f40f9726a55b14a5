import { PERMITS_BY_ACCOUNT_TYPE, type Permit } from '@registry/contract/auth/account-type';
import type { TokenClaims } from '@registry/contract/auth/token-claims';

export interface PermitOption {
  permit: Permit;
  /** The API refuses it: the admin does not hold it and the user does not have it already. */
  isDisabled: boolean;
}

/**
 * The permits of the company's account type (spec section 6), each enabled when
 * the admin may give it: the admin holds it, or the user already has it.
 */
export function permitOptions(
  claims: Pick<TokenClaims, 'typeAccount' | 'permits'>,
  currentPermits: readonly Permit[] = [],
): PermitOption[] {
  return PERMITS_BY_ACCOUNT_TYPE[claims.typeAccount].map((permit) => ({
    permit,
    isDisabled: !claims.permits.includes(permit) && !currentPermits.includes(permit),
  }));
}
