import { formatQuantity, KG_PER_TONNE } from '../../positions/utils/quantities';

/** The unit a block moves in: kg when divisible, else whole tonnes. */
export const unitOf = (divisible: boolean): 'kg' | 't' => (divisible ? 'kg' : 't');

/** The whole units of a quantity in kg that a move may ask for: kg if divisible, else tonnes. */
export const unitsOfKg = (kg: number, divisible: boolean): number =>
  divisible ? kg : Math.floor(kg / KG_PER_TONNE);

/** Whether the typed text is a whole number from 1 to max. */
export function isValidUnits(text: string, max: number): boolean {
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) && value >= 1 && value <= max;
}

/**
 * A move's quantity for people: tonnes when it is whole tonnes, else kg (a
 * move does not say whether its block is divisible; only such a block moves
 * part of a tonne).
 */
export function formatMoveQuantity(kg: number, language: string): string {
  return formatQuantity(kg, kg % KG_PER_TONNE !== 0, language);
}
