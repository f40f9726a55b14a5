import { DomainError } from '../../lib/domain-error';

/**
 * A ledger call needs its permit (spec section 6: transfer, retire,
 * subAccounts; and report, for the reports on the ledger); 403 without it.
 */
export function requirePermit(
  permits: readonly string[],
  permit: 'transfer' | 'retire' | 'subAccounts' | 'report',
): void {
  if (!permits.includes(permit)) throw new DomainError('ERROR_FORBIDDEN', 403);
}

/** Only the project's certifier company issues, locks, unlocks and cancels its credits. */
export function requireCertifierOf(
  project: { certifierCompanyId: number | null },
  companyId: number,
): void {
  if (project.certifierCompanyId !== companyId) throw new DomainError('ERROR_FORBIDDEN', 403);
}
