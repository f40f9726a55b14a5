import { describe, expect, it } from 'vitest';
import * as accountType from '@registry/contract/auth/account-type';
import * as language from '@registry/contract/common/language';
import * as copies from './contract-values';

describe('the shell’s copies of contract values', () => {
  it('match the contract exactly', () => {
    expect(copies.LANGUAGES).toEqual(language.LANGUAGES);
    expect(copies.DEFAULT_LANGUAGE).toBe(language.DEFAULT_LANGUAGE);
    expect(copies.PLATFORM_HEADER).toBe(language.PLATFORM_HEADER);
    expect(copies.LANGUAGE_HEADER).toBe(language.LANGUAGE_HEADER);
    expect(copies.ACCOUNT_TYPES).toEqual(accountType.ACCOUNT_TYPES);
    expect(copies.PERMITS).toEqual(accountType.PERMITS);
  });

  it.each(['en', 'ES', 'pt-BR', 'fr', '', null, 3])(
    'reads %s as the contract’s toLanguage does',
    (value) => {
      expect(copies.toLanguage(value)).toBe(language.toLanguage(value));
    },
  );
});
