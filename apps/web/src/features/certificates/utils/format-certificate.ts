/** A quantity of kg as the certificate reads: tonnes with grouping, or kg when retired in kg. */
export function formatQuantity(quantityKg: number, isKg: boolean, language: string): string {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 3 });
  return isKg ? `${number.format(quantityKg)} kg` : `${number.format(quantityKg / 1000)} t`;
}

/** The day of the retirement in the reader's language. */
export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
}
