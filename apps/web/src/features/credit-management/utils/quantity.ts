/** kg in one tonne (1 credit = 1 tCO2e). */
export const KG_PER_TONNE = 1000;

/**
 * A quantity the API sends in kg, for people: tonnes with grouping in the
 * language ("90,000 t"), or kg for a divisible block ("1,500 kg").
 */
export function formatQuantity(quantityKg: number, language: string, isKg = false): string {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 3 });
  return isKg ? `${number.format(quantityKg)} kg` : `${number.format(quantityKg / KG_PER_TONNE)} t`;
}

/** A fresh Idempotency-Key for one POST (a retry of the same click reuses it). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
