import { z } from 'zod';

/** The reason a validation message gives for a text holding a character nobody can type. */
export const UNUSABLE_CHARACTER_REASON = 'unusableCharacter';

/**
 * Characters no text of the registry accepts: the C0 controls except tab, line
 * feed and carriage return (NUL above all: PostgreSQL cannot store it), DEL, the
 * C1 controls, lone surrogate halves and the noncharacters U+FFFE and U+FFFF.
 * A person cannot type them; they only arrive by mistake or on purpose.
 */
// eslint-disable-next-line no-control-regex
const UNUSABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\p{Cs}\uFFFE\uFFFF]/u;

export function hasUnusableCharacter(value: string): boolean {
  return UNUSABLE.test(value);
}

/** The text without its unusable characters (the sanitizing fields' way, spec section 5). */
export function removeUnusableCharacters(value: string): string {
  return value.replace(new RegExp(UNUSABLE.source, 'gu'), '');
}

/**
 * The one string schema every text field of a request uses (decision 018):
 * at most `max` characters, none of them unusable. Chain `.trim()`, `.min(1)`,
 * `.regex()` ... as the field needs; sanitizing fields use `safeText` on top.
 */
export function text(max: number) {
  return z
    .string()
    .max(max)
    .refine((value) => !hasUnusableCharacter(value), {
      message: 'The text holds a control or other unusable character',
      params: { reason: UNUSABLE_CHARACTER_REASON },
    });
}
