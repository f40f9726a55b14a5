import { describe, expect, it } from 'vitest';
import { DomainError } from '../../lib/domain-error';
import {
  isOnTonneBoundaries,
  kgToTonnes,
  MAX_QUANTITY_KG,
  quantityToKg,
  tonnesToKg,
} from './units';

describe('ledger units', () => {
  it('turns whole tonnes into kg and kg into tonnes for display', () => {
    expect(tonnesToKg(3)).toBe(3000);
    expect(quantityToKg(250, true)).toBe(250);
    expect(quantityToKg(2, false)).toBe(2000);
    expect(kgToTonnes(1500)).toBe(1.5);
    expect(tonnesToKg(MAX_QUANTITY_KG / 1000)).toBe(1_000_000_000_000);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 1e9 + 1, 2 ** 53])(
    'refuses %s tonnes',
    (tonnes) => {
      expect(() => tonnesToKg(tonnes)).toThrow(DomainError);
    },
  );

  it.each([0, -5, 0.5, MAX_QUANTITY_KG + 1])('refuses %s kg', (kg) => {
    expect(() => quantityToKg(kg, true)).toThrow(
      expect.objectContaining({ code: 'ERROR_LEDGER_QUANTITY' }),
    );
  });

  it('names the largest quantity in its refusal', () => {
    expect(() => tonnesToKg(0)).toThrow(
      expect.objectContaining({ httpStatus: 400, params: { max: MAX_QUANTITY_KG / 1000 } }),
    );
    expect(() => quantityToKg(0, true)).toThrow(
      expect.objectContaining({ httpStatus: 400, params: { max: MAX_QUANTITY_KG } }),
    );
  });

  it('knows the tonne boundaries', () => {
    expect(isOnTonneBoundaries(1, 1000)).toBe(true);
    expect(isOnTonneBoundaries(2001, 5000)).toBe(true);
    expect(isOnTonneBoundaries(1, 999)).toBe(false);
    expect(isOnTonneBoundaries(2, 1000)).toBe(false);
  });
});
