import type { Position } from '@registry/contract/ledger/ledger-api';
import { KG_PER_TONNE } from './quantities';

/** The whole tonnes a block may convert to kg. */
export const convertibleTonnesOf = (position: Pick<Position, 'quantityKg'>): number =>
  Math.floor(position.quantityKg / KG_PER_TONNE);

/** A block converts to kg when it is active, still in tonnes, and holds a whole tonne at least. */
export const isConvertible = (
  position: Pick<Position, 'status' | 'divisible' | 'quantityKg'>,
): boolean =>
  position.status === 'active' && !position.divisible && convertibleTonnesOf(position) >= 1;

/** Whether the typed text is a whole number of tonnes from 1 to max. */
export function isValidTonnes(text: string, max: number): boolean {
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) && value >= 1 && value <= max;
}
