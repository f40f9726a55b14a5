import { describe, expect, it } from 'vitest';
import { parseCompanyId } from './parse-company-id';
import { surveyStatus } from './survey-status';

describe('parseCompanyId', () => {
  it.each([
    ['7', 7],
    ['2147483647', 2_147_483_647],
  ])('reads %s as a company id', (value, id) => expect(parseCompanyId(value)).toBe(id));

  it.each([undefined, '', '0', '-1', '1.5', 'abc', '7abc', '2147483648', '99999999999'])(
    'refuses %s',
    (value) => expect(parseCompanyId(value)).toBeNull(),
  );
});

describe('surveyStatus', () => {
  it('is incomplete only when questions exist and the counts differ', () => {
    expect(surveyStatus([1, 2], [1])).toBe('incomplete');
    expect(surveyStatus([1, 2], [1, 2, 3])).toBe('incomplete');
    expect(surveyStatus([1, 2], [1, 2])).toBe('completed');
    expect(surveyStatus([], [])).toBe('completed');
    expect(surveyStatus([], [1])).toBe('completed');
  });
});
