import { describe, expect, it } from 'vitest';
import { formatMoney, formatRate, parseMoney } from './money';

describe('money for people', () => {
  it('reads an amount typed with a point or a comma, with or without thousands', () => {
    expect(parseMoney('1234.5')).toBe(123_450);
    expect(parseMoney('1.234,50')).toBe(123_450);
    expect(parseMoney('1,234.50')).toBe(123_450);
    expect(parseMoney(' 0,8 ')).toBe(80);
    expect(parseMoney('500')).toBe(50_000);
    // Three digits after a separator are thousands, as people write them.
    expect(parseMoney('12.345')).toBe(1_234_500);
  });

  it('refuses what is no amount', () => {
    for (const text of ['', 'abc', '-5', '1.234.5678', '1,2,3']) {
      expect(parseMoney(text), text).toBeNull();
    }
  });

  it('writes cents and rates in the language', () => {
    expect(formatMoney(123_450, 'USD', 'en')).toBe('$1,234.50');
    expect(formatMoney(12_345_678, 'USD', 'es')).toMatch(/^123\.456,78\sUS\$$/);
    expect(formatRate(1900, 'en')).toBe('19%');
    expect(formatRate(1950, 'pt')).toMatch(/^19,5\s?%$/);
  });
});
