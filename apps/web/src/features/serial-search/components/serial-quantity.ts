/** A kg quantity as people read it: tonnes with grouping, or kg for a divisible block. */
export function formatQuantity(quantityKg: number, isKg: boolean, language: string): string {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 3 });
  return isKg ? `${number.format(quantityKg)} kg` : `${number.format(quantityKg / 1000)} t`;
}
