import { describe, expect, it } from 'vitest';
import type { Fee } from '@registry/contract/billing/billing-api';
import { feeStatuses } from './fee-status';

const fee = (id: number, kind: Fee['kind'], validFrom: string): Fee => ({
  id,
  kind,
  amountCents: 100,
  taxRateBp: 0,
  currency: 'USD',
  validFrom,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('feeStatuses', () => {
  it('marks per kind the latest price by today in force, later ones upcoming, earlier ones replaced', () => {
    const statuses = feeStatuses(
      [
        fee(4, 'issuanceLevy', '2026-12-01'),
        fee(3, 'issuanceLevy', '2026-11-29'),
        fee(2, 'retirementFee', '2026-06-01'),
        fee(1, 'issuanceLevy', '2026-01-01'),
      ],
      '2026-11-29',
    );
    expect(Object.fromEntries(statuses)).toEqual({
      4: 'upcoming',
      3: 'inForce',
      2: 'inForce',
      1: 'replaced',
    });
  });
});
