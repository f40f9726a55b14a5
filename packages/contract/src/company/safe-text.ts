import { z } from 'zod';

// Control characters except tab and line feed (kept in multi-line texts).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * A text input as the registry keeps it (spec section 5: "text inputs are
 * sanitized before sending"; the API does it again): control characters and
 * angle brackets removed, then trimmed. Multi-line texts keep tabs and line
 * breaks (CR LF becomes LF); in single-line texts they become spaces.
 */
export function sanitizeText(value: string, { isMultiline = false } = {}): string {
  const text = value.replace(/\r\n?/g, '\n');
  return (isMultiline ? text : text.replace(/[\t\n]/g, ' '))
    .replace(CONTROL, '')
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
