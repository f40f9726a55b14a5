import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@registry/contract/common/language';
import type { LocalizedText } from '../../schema/localized';
import { ACCOUNT_TYPE_DATA } from './account-types';
import { COMPANY_DOCUMENT_TYPE_DATA } from './company-document-types';
import { COUNTRIES, GENERIC_DOCUMENT_TYPES } from './countries';
import { NEWSLETTER_TERMS } from './newsletter-terms';
import { PERSONAL_DATA_POLICY } from './personal-data';
import { STANDARD_DATA } from './standards';
import { TERMS_AND_CONDITIONS } from './terms-conditions';

function expectEveryLanguage(text: LocalizedText, what: string) {
  for (const lng of LANGUAGES) expect(text[lng]?.trim(), `${what} (${lng})`).toBeTruthy();
}

describe('reference data files', () => {
  it.each(COUNTRIES.map((c) => [c.code, c] as const))(
    '%s: regions have ISO codes and a few real cities',
    (code, country) => {
      const regionCodes = country.regions.map(([regionCode]) => regionCode);
      expect(new Set(regionCodes).size).toBe(regionCodes.length);
      for (const [regionCode, name, names] of country.regions) {
        expect(regionCode).toMatch(new RegExp(`^${code}-[A-Z0-9]{1,3}$`));
        expect(name.trim()).toBe(name);
        expect(names.length, regionCode).toBeGreaterThanOrEqual(1);
        expect(names.length, regionCode).toBeLessThanOrEqual(5);
        expect(new Set(names).size, regionCode).toBe(names.length);
      }
      expectEveryLanguage(country.name, code);
      expect(country.phoneCode).toMatch(/^\+\d{1,3}$/);
      expect(country.formatDocumentNumber).toMatch(/^###(\.###)+$/);
      expect(country.formatDocumentNumber.replaceAll('.', '').length).toBeLessThanOrEqual(20);
      expect(country.formatCellPhone).toMatch(/#/);
      expect(country.documentTypes.length).toBeGreaterThan(0);
      for (const type of country.documentTypes) expectEveryLanguage(type.description, type.code);
    },
  );

  it('has every localized text in es, en and pt', () => {
    for (const type of GENERIC_DOCUMENT_TYPES) expectEveryLanguage(type.description, type.code);
    for (const account of ACCOUNT_TYPE_DATA) {
      expectEveryLanguage(account.description, account.code);
      expectEveryLanguage(account.alternativeText, account.code);
    }
    for (const standard of STANDARD_DATA)
      expectEveryLanguage(standard.otherDescription, standard.code);
    for (const type of COMPANY_DOCUMENT_TYPE_DATA) {
      expectEveryLanguage(type.description, type.code);
      expectEveryLanguage(type.helper, type.code);
    }
    for (const text of [TERMS_AND_CONDITIONS, PERSONAL_DATA_POLICY, NEWSLETTER_TERMS]) {
      expectEveryLanguage(text.name, text.kind);
      expectEveryLanguage(text.terms, text.kind);
    }
  });

  it('writes substantive terms, balanced in the three languages', () => {
    for (const text of [TERMS_AND_CONDITIONS, PERSONAL_DATA_POLICY]) {
      const words = LANGUAGES.map(
        (lng) => text.terms[lng].replace(/<[^>]+>/g, ' ').split(/\s+/).length,
      );
      for (const n of words) expect(n, text.kind).toBeGreaterThan(300);
      expect(Math.max(...words) / Math.min(...words), text.kind).toBeLessThan(1.3);
    }
  });

  it('uses unique codes', () => {
    const unique = (codes: string[]) => expect(new Set(codes).size).toBe(codes.length);
    unique(COUNTRIES.map((c) => c.code));
    unique(STANDARD_DATA.map((s) => s.code));
    unique(COMPANY_DOCUMENT_TYPE_DATA.map((d) => d.code));
    for (const country of COUNTRIES) unique(country.documentTypes.map((d) => d.code));
  });
});
