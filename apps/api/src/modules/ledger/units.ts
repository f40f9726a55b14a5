import { DomainError } from '../../lib/domain-error';

export const KG_PER_TONNE = 1000;

/** The largest quantity one operation moves: 10^12 kg (a billion tonnes), far inside 2^53. */
export const MAX_QUANTITY_KG = 1_000_000_000_000;
export const MAX_QUANTITY_TONNES = MAX_QUANTITY_KG / KG_PER_TONNE;

function requireWholePositive(value: number, max: number): number {
  if (!Number.isSafeInteger(value) || value <= 0 || value > max) {
    throw new DomainError('ERROR_LEDGER_QUANTITY', 400, { max });
  }
  return value;
}

/** Whole tonnes to kg; refuses fractional, zero, negative and huge quantities. */
export function tonnesToKg(tonnes: number): number {
  return requireWholePositive(tonnes, MAX_QUANTITY_TONNES) * KG_PER_TONNE;
}

/** A kg quantity a caller typed; refuses fractional, zero, negative and huge ones. */
export function checkKg(kg: number): number {
  return requireWholePositive(kg, MAX_QUANTITY_KG);
}

/** A quantity in t (or kg when isKg) as kg. */
export function quantityToKg(quantity: number, isKg: boolean): number {
  return isKg ? checkKg(quantity) : tonnesToKg(quantity);
}

/** Kg as tonnes for display (may be fractional: 1500 kg = 1.5 t). */
export function kgToTonnes(kg: number): number {
  return kg / KG_PER_TONNE;
}

/** Whether a kg serial range starts and ends on tonne boundaries. */
export function isOnTonneBoundaries(fromKg: number, toKg: number): boolean {
  return (fromKg - 1) % KG_PER_TONNE === 0 && toKg % KG_PER_TONNE === 0;
}
