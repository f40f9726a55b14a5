/** Cents of a currency for people, in the language ("US$1,234.50", "1.234,50 US$"). */
export function formatMoney(cents: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
}

/**
 * What a person types as an amount ("1234.5", "1.234,50", "1234,5") in whole
 * cents; null when it is no amount (letters, more than two decimals, negative).
 */
export function parseMoney(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, '');
  const match = /^(\d{1,3}(?:[.,]\d{3})*|\d+)(?:[.,](\d{1,2}))?$/.exec(trimmed);
  if (!match) return null;
  const whole = (match[1] ?? '').replace(/[.,]/g, '');
  const decimals = (match[2] ?? '').padEnd(2, '0');
  return Number(whole) * 100 + Number(decimals);
}

/** Basis points as a percentage for people ("19 %" in the language's own form). */
export function formatRate(basisPoints: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
    basisPoints / 10_000,
  );
}
