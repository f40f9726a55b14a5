/**
 * A Legal Entity Identifier (ISO 17442): 18 letters and digits, then two check
 * digits chosen so that the whole code, its letters read as numbers (A = 10 ...
 * Z = 35), leaves 1 when divided by 97 (ISO 7064 MOD 97-10, as an IBAN's).
 */
export const LEI_PATTERN = /^[0-9A-Z]{18}[0-9]{2}$/;

/** The code's remainder by 97, its letters read as numbers, digit by digit (no big integers). */
function mod97(code: string): number {
  let rest = 0;
  for (const char of code) {
    const value = Number.parseInt(char, 36);
    rest = value >= 10 ? (rest * 100 + value) % 97 : (rest * 10 + value) % 97;
  }
  return rest;
}

/** Whether the text is an LEI whose check digits are right. */
export function isValidLei(value: string): boolean {
  return LEI_PATTERN.test(value) && mod97(value) === 1;
}

/** The two check digits for an LEI's first 18 characters (how the demo data makes LEIs). */
export function leiCheckDigits(base: string): string {
  return String(98 - mod97(`${base}00`)).padStart(2, '0');
}
