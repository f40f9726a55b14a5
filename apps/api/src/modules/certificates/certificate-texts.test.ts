import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@registry/contract/common/language';
import { CERTIFICATE_TEXTS } from './certificate-texts';

const locales = path.resolve(import.meta.dirname, '../../../../web/public/locales');
const screenTexts = (lng: string, namespace: string) =>
  JSON.parse(readFileSync(path.join(locales, lng, `${namespace}.json`), 'utf8')) as {
    fuels: unknown;
    purposes: unknown;
  };

describe('the names the PDFs and files give purposes and fuels', () => {
  it.each(LANGUAGES)('are the ones the retire form and the certificate page show, in %s', (lng) => {
    for (const namespace of ['retirements', 'certificates']) {
      const shown = screenTexts(lng, namespace);
      expect(shown.purposes, `${namespace}.json purposes`).toEqual(CERTIFICATE_TEXTS[lng].purposes);
      expect(shown.fuels, `${namespace}.json fuels`).toEqual(CERTIFICATE_TEXTS[lng].fuels);
    }
  });
});
