import type { Language } from '@registry/contract/common/language';

/** A text kept in every interface language. */
export type LocalizedText = Record<Language, string>;

export function pickText(text: LocalizedText, lng: Language): string {
  return text[lng] || text.es || text.en;
}
