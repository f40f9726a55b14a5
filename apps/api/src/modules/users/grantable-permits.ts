import {
  PERMITS_BY_ACCOUNT_TYPE,
  type AccountType,
  type Permit,
} from '@registry/contract/auth/account-type';
import { DomainError } from '../../lib/domain-error';

export interface PermitRules {
  /** The company's account type: its permits are the only ones a user there can hold (spec section 6). */
  typeAccount: string;
  /** The admin's own permits in the company: nobody grants what they do not hold. */
  adminPermits: readonly Permit[];
  /** The user's permits before the change: keeping them is always allowed. */
  currentPermits?: readonly Permit[];
}

/**
 * Refuses the first permit the admin may not give (ERROR_PERMIT_NOT_ALLOWED):
 * one the account type does not allow, or a new one the admin does not hold.
 * The second rule keeps a company that no certifier has approved yet (its
 * admin's permits are empty) from granting itself permits.
 */
export function assertGrantable(
  permits: readonly Permit[],
  { typeAccount, adminPermits, currentPermits = [] }: PermitRules,
): void {
  const allowed = PERMITS_BY_ACCOUNT_TYPE[typeAccount as AccountType] ?? [];
  const refused = permits.find(
    (permit) =>
      !allowed.includes(permit) ||
      (!adminPermits.includes(permit) && !currentPermits.includes(permit)),
  );
  if (refused) throw new DomainError('ERROR_PERMIT_NOT_ALLOWED', 400, { permit: refused });
}
