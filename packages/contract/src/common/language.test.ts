import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, toLanguage } from './language';

describe('toLanguage', () => {
  it('keeps a supported language', () => {
    expect(toLanguage('pt')).toBe('pt');
    expect(toLanguage('EN')).toBe('en');
  });

  it('reads the language part of a regional tag', () => {
    expect(toLanguage('es-CO')).toBe('es');
  });

  it('falls back to Spanish for anything else', () => {
    expect(DEFAULT_LANGUAGE).toBe('es');
    expect(toLanguage('fr')).toBe('es');
    expect(toLanguage(undefined)).toBe('es');
    expect(toLanguage(['en'])).toBe('es');
  });
});
