import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';

/** The registry's review of companies is the certifier's (DESIGN.md 4.1): 403 for any other account type. */
export function requireCertifier(caller: Caller): void {
  if (caller.claims.typeAccount !== 'certifier') throw new DomainError('ERROR_FORBIDDEN', 403);
}
