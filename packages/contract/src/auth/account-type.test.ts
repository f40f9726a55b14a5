import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES, PERMITS_BY_ACCOUNT_TYPE } from './account-type';

describe('permits by account type (spec section 6)', () => {
  it('covers the nine account types', () => {
    expect(Object.keys(PERMITS_BY_ACCOUNT_TYPE).sort()).toEqual([...ACCOUNT_TYPES].sort());
  });

  it('gives retail aggregators no project permit and traders one', () => {
    expect(PERMITS_BY_ACCOUNT_TYPE.retailAggregator).not.toContain('project');
    expect(PERMITS_BY_ACCOUNT_TYPE.trader).toContain('project');
  });

  it('keeps transfers and retirements away from certifiers, ovv, gov and passive subjects', () => {
    for (const type of ['certifier', 'ovv', 'gov', 'passivesubject'] as const) {
      expect(PERMITS_BY_ACCOUNT_TYPE[type]).not.toContain('transfer');
      expect(PERMITS_BY_ACCOUNT_TYPE[type]).not.toContain('retire');
    }
  });
});
