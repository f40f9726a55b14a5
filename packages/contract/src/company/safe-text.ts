import { z } from 'zod';
import { removeUnusableCharacters } from '../common/text';

/**
 * A text input as the registry keeps it (spec section 5: "text inputs are
 * sanitized before sending"; the API does it again): control characters and
 * angle brackets removed, then trimmed. Multi-line texts keep tabs and line
 * breaks (CR LF becomes LF); in single-line texts they become spaces.
 */
export function sanitizeText(value: string, { isMultiline = false } = {}): string {
  const text = value.replace(/\r\n?/g, '\n');
  return removeUnusableCharacters(isMultiline ? text : text.replace(/[\t\n]/g, ' '))
    .replace(/[<>]/g, '')
    .trim();
}

/**
 * A text field of a save: sanitized, then at most max characters. An empty
 * value passes here; the save itself says which required ones are missing.
 */
export function safeText(max: number, { isMultiline = false } = {}) {
  return z
    .string()
    .max(max * 4)
    .transform((value) => sanitizeText(value, { isMultiline }))
    .pipe(z.string().max(max));
}
