import { describe, expect, it } from 'vitest';
import { checkPasswordConditions, meetsPasswordPolicy } from './password-policy';

describe('password policy', () => {
  it('accepts a password with every condition at the minimum length', () => {
    expect(meetsPasswordPolicy('Abcdefgh1!', 10)).toBe(true);
  });

  it.each([
    ['Abcdefg1!', 'length'],
    ['ABCDEFGH1!', 'lowercase'],
    ['abcdefgh1!', 'uppercase'],
    ['Abcdefghi!', 'digit'],
    ['Abcdefghi1', 'special'],
  ] as const)('%s fails only the %s condition', (password, failed) => {
    const conditions = checkPasswordConditions(password, 10);
    expect(
      Object.entries(conditions)
        .filter(([, ok]) => !ok)
        .map(([name]) => name),
    ).toEqual([failed]);
  });

  it('falls back to 8 characters when the server gives no usable minimum', () => {
    expect(checkPasswordConditions('Abcdef1!', undefined).length).toBe(true);
    expect(checkPasswordConditions('Abcde1!', 0).length).toBe(false);
  });

  it('counts accented letters as letters', () => {
    expect(meetsPasswordPolicy('Ñandú-Ágil-2026', 10)).toBe(true);
  });
});
