import { describe, expect, it } from 'vitest';
import { formatSerial, parseSerial } from './serial';

const PARTS = {
  registryPrefix: 'REG',
  standardCode: 'CERCARBONO',
  countryCode: 'CO',
  projectCode: 'CERCARBONO-CO-0001',
  vintage: 2025,
  issuanceNumber: 2,
};
const HEAD = 'REG-CERCARBONO-CO-CERCARBONO-CO-0001';

describe('the human serial', () => {
  it('writes whole-tonne blocks in tonnes', () => {
    expect(formatSerial(PARTS, { fromKg: 1, toKg: 100_000, divisible: false })).toBe(
      `${HEAD}-2025-2-1-100`,
    );
    expect(formatSerial(PARTS, { fromKg: 5001, toKg: 6000, divisible: false })).toBe(
      `${HEAD}-2025-2-6-6`,
    );
  });

  it('writes divisible blocks in kg', () => {
    expect(formatSerial(PARTS, { fromKg: 5001, toKg: 5500, divisible: true })).toBe(
      `${HEAD}-2025-2-5001kg-5500kg`,
    );
    expect(formatSerial(PARTS, { fromKg: 1, toKg: 1000, divisible: true })).toBe(
      `${HEAD}-2025-2-1kg-1000kg`,
    );
  });

  it('reads back what it writes', () => {
    for (const block of [
      { fromKg: 1, toKg: 100_000, divisible: false },
      { fromKg: 5001, toKg: 5500, divisible: true },
    ]) {
      expect(parseSerial(formatSerial(PARTS, block))).toEqual({
        head: HEAD,
        vintage: 2025,
        issuanceNumber: 2,
        fromKg: block.fromKg,
        toKg: block.toKg,
      });
    }
  });

  it('reads one serial number a person typed, in tonnes or kg, in any case', () => {
    expect(parseSerial(` ${HEAD.toLowerCase()}-2025-2-7 `)).toMatchObject({
      head: HEAD,
      fromKg: 6001,
      toKg: 7000,
    });
    expect(parseSerial(`${HEAD}-2025-2-6500KG`)).toMatchObject({ fromKg: 6500, toKg: 6500 });
    expect(parseSerial(`${HEAD}-2025-2-1 - 5`)).toMatchObject({ fromKg: 1, toKg: 5000 });
    expect(parseSerial(`${HEAD}-1999-123456789-1kg-9007199254kg`)).toEqual({
      head: HEAD,
      vintage: 1999,
      issuanceNumber: 123_456_789,
      fromKg: 1,
      toKg: 9_007_199_254,
    });
    expect(parseSerial('A.B-2025-2-3')).toMatchObject({ head: 'A.B', fromKg: 2001 });
    expect(parseSerial(`${HEAD}-2025-2-2030-2040`)).toMatchObject({
      vintage: 2025,
      fromKg: 2_029_001,
      toKg: 2_040_000,
    });
  });

  it.each([
    '',
    'hello',
    `${HEAD}-2025-2-10-5`,
    `${HEAD}-2025-2-1kg-5`,
    `${HEAD}-2025-2-1-5kg`,
    `${HEAD}-2025-2-0-5`,
    `${HEAD}-2025-2-1-99999999999999999`,
    `${HEAD}-2025-2`,
    `-${HEAD}-2025-2-1`,
    `${HEAD}-2025-2-1-5x`,
    `${HEAD}-1899-2-1`,
    `${HEAD}-2025-1234567890-1`,
    `${HEAD}-2025-2-9007199254741`,
  ])('refuses %j', (text) => {
    expect(parseSerial(text)).toBeNull();
  });
});
