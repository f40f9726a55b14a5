import { z } from 'zod';

export const LANGUAGES = ['en', 'es', 'pt'] as const;
export const LanguageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof LanguageSchema>;
export const DEFAULT_LANGUAGE: Language = 'es';

/** Header names every call carries (spec section 1 and 7). */
export const PLATFORM_HEADER = 'platform';
export const LANGUAGE_HEADER = 'lng';

export function toLanguage(value: unknown): Language {
  const parsed = LanguageSchema.safeParse(
    typeof value === 'string' ? value.slice(0, 2).toLowerCase() : value,
  );
  return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
}
