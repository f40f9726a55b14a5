import { describe, expect, it } from 'vitest';
import type { Position } from '@registry/contract/ledger/ledger-api';
import {
  formatQuantity,
  tonnesByProject,
  totalsByProjectAndVintage,
  transferPathOf,
  unitsOf,
} from './quantities';

const block = (overrides: Partial<Position>): Position => ({
  serialId: 1,
  projectId: 7,
  projectName: 'Manglares',
  issuanceId: 1,
  vintage: 2024,
  serial: 'CR-X-1-10',
  quantityKg: 10_000,
  divisible: false,
  accountId: 3,
  subAccountId: null,
  accountName: '',
  status: 'active',
  ...overrides,
});

describe('quantities', () => {
  it('shows tonnes, and kg only for a divisible block, grouped in the language', () => {
    expect(formatQuantity(1_234_000, false, 'en')).toBe('1,234 t');
    expect(formatQuantity(1_234_000, false, 'es')).toBe('1234 t');
    expect(formatQuantity(2500, true, 'en')).toBe('2,500 kg');
    expect(unitsOf(block({}))).toBe(10);
    expect(unitsOf(block({ divisible: true, quantityKg: 2500 }))).toBe(2500);
  });

  it('adds up per project and vintage, and per project for the chart', () => {
    const positions = [
      block({ serialId: 1 }),
      block({ serialId: 2, quantityKg: 500, divisible: true }),
      block({ serialId: 3, vintage: 2023 }),
      block({ serialId: 4, projectId: 8, projectName: 'Bosque' }),
    ];
    expect(
      totalsByProjectAndVintage(positions).map((t) => [t.projectName, t.vintage, t.quantityKg]),
    ).toEqual([
      ['Bosque', 2024, 10_000],
      ['Manglares', 2023, 10_000],
      ['Manglares', 2024, 10_500],
    ]);
    expect(tonnesByProject(positions)).toEqual([
      { label: 'Bosque', tonnes: 10 },
      { label: 'Manglares', tonnes: 20.5 },
    ]);
  });

  it('builds the transfer route with the sub-account when the block sits in one', () => {
    expect(transferPathOf(block({}))).toBe('/transfer-certification/7/1/10');
    expect(transferPathOf(block({ subAccountId: 9 }))).toBe('/transfer-certification/7/1/10/9');
  });
});
