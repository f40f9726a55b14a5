import type { Language } from '@registry/contract/common/language';
import { DEFAULT_LANGUAGE, isLanguage } from './contract-values';
import { STORAGE_KEYS, readStorage, writeStorage } from './storage';
import { browserLocation } from './browser-location';
import { rememberFocusForReload } from './focus-after-reload';

/** The interface language: the stored choice, else es (spec section 1). */
export function readLanguage(): Language {
  const stored = readStorage(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/**
 * Keeps the choice and reloads the page so every text and API message follows
 * it; the element with `focusId` (the picker's toggle) has the focus again after.
 */
export function changeLanguage(language: Language, focusId?: string): void {
  writeStorage(STORAGE_KEYS.language, language);
  if (focusId) rememberFocusForReload(focusId);
  browserLocation.reload();
}
