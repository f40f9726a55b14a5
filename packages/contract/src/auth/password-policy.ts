/** The conditions of a new password (spec section 5), shared by the API and the web app. */

/** Minimum length when the server supplies none (spec section 9). */
export const DEFAULT_MIN_PASSWORD_LENGTH = 10;
/** The check's own fallback when the supplied minimum is unusable (spec section 5). */
export const FALLBACK_MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

export type PasswordCondition = 'length' | 'lowercase' | 'uppercase' | 'digit' | 'special';
export const PASSWORD_CONDITIONS: readonly PasswordCondition[] = [
  'length',
  'lowercase',
  'uppercase',
  'digit',
  'special',
];

function effectiveMinimum(minLength: number | undefined): number {
  return Number.isInteger(minLength) && (minLength ?? 0) > 0
    ? (minLength as number)
    : FALLBACK_MIN_PASSWORD_LENGTH;
}

/** Which conditions the password meets, for the live list beside the field. */
export function checkPasswordConditions(
  password: string,
  minLength: number | undefined,
): Record<PasswordCondition, boolean> {
  return {
    length:
      password.length >= effectiveMinimum(minLength) && password.length <= MAX_PASSWORD_LENGTH,
    lowercase: /\p{Ll}/u.test(password),
    uppercase: /\p{Lu}/u.test(password),
    digit: /\p{Nd}/u.test(password),
    special: /[^\p{L}\p{Nd}\s]/u.test(password),
  };
}

export function meetsPasswordPolicy(password: string, minLength: number | undefined): boolean {
  return Object.values(checkPasswordConditions(password, minLength)).every(Boolean);
}
