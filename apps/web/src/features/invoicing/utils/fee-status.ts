import type { Fee } from '@registry/contract/billing/billing-api';

export type FeeStatus = 'inForce' | 'upcoming' | 'replaced';

/**
 * Each fee's place in the schedule on `today` (YYYY-MM-DD): the latest of its
 * kind that applies by then is in force, a later one is upcoming, an earlier
 * one replaced. `fees` come newest day first, as the API lists them.
 */
export function feeStatuses(fees: readonly Fee[], today: string): Map<number, FeeStatus> {
  const statuses = new Map<number, FeeStatus>();
  const kindsInForce = new Set<string>();
  for (const fee of fees) {
    if (fee.validFrom > today) statuses.set(fee.id, 'upcoming');
    else if (kindsInForce.has(fee.kind)) statuses.set(fee.id, 'replaced');
    else {
      kindsInForce.add(fee.kind);
      statuses.set(fee.id, 'inForce');
    }
  }
  return statuses;
}
