import { describe, expect, it } from 'vitest';
import { DomainError } from '../../lib/domain-error';
import { assertGrantable } from './grantable-permits';

describe('assertGrantable', () => {
  it('allows the account type’s permits the admin holds', () => {
    expect(() =>
      assertGrantable(['transfer', 'retire'], {
        typeAccount: 'retailAggregator',
        adminPermits: ['subAccounts', 'transfer', 'retire'],
      }),
    ).not.toThrow();
  });

  it('refuses a permit outside the account type, even one the user already has', () => {
    expect(() =>
      assertGrantable(['project'], {
        typeAccount: 'retailAggregator',
        adminPermits: ['project'],
        currentPermits: ['project'],
      }),
    ).toThrow(DomainError);
  });

  it('refuses a new permit the admin does not hold, but lets the user keep one', () => {
    const rules = { typeAccount: 'owner', adminPermits: ['transfer' as const] };
    expect(() => assertGrantable(['retire'], rules)).toThrow(
      expect.objectContaining({ code: 'ERROR_PERMIT_NOT_ALLOWED', params: { permit: 'retire' } }),
    );
    expect(() =>
      assertGrantable(['retire', 'transfer'], { ...rules, currentPermits: ['retire'] }),
    ).not.toThrow();
  });

  it('refuses everything for an unknown account type', () => {
    expect(() =>
      assertGrantable(['transfer'], { typeAccount: 'pirate', adminPermits: ['transfer'] }),
    ).toThrow(DomainError);
  });
});
