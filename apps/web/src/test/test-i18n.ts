import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@registry/contract/common/language';
import { NAMESPACES } from '../lib/i18n';
import { SINGLE_FULL_STOP_OPTIONS, singleFullStop } from '../lib/single-full-stop';

type Resources = Record<string, Record<string, unknown>>;

/** Every translation file of public/locales, as {lng: {ns: content}}. */
export const LOCALE_FILES = import.meta.glob<Record<string, unknown>>(
  '../../public/locales/*/*.json',
  {
    eager: true,
    import: 'default',
  },
);

export function loadResources(): Record<string, Resources> {
  const resources: Record<string, Resources> = {};
  for (const [file, content] of Object.entries(LOCALE_FILES)) {
    const [, lng, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (!lng || !ns) continue;
    resources[lng] = { ...resources[lng], [ns]: content };
  }
  return resources;
}

export interface TestI18n {
  i18n: i18n;
  /** Keys a component asked for that no file has, as ns:key. */
  missingKeys: string[];
}

/** An i18next instance with the real files loaded up front, recording missing keys. */
export function createTestI18n(language: Language = 'en'): TestI18n {
  const missingKeys: string[] = [];
  const instance = i18next.createInstance();
  void instance
    .use(initReactI18next)
    .use(singleFullStop)
    .init({
      ...SINGLE_FULL_STOP_OPTIONS,
      lng: language,
      fallbackLng: false,
      ns: [...NAMESPACES],
      defaultNS: 'common',
      resources: loadResources(),
      initAsync: false,
      saveMissing: true,
      missingKeyHandler: (_lngs, ns, key) => {
        missingKeys.push(`${ns}:${key}`);
      },
      interpolation: { escapeValue: false },
    });
  return { i18n: instance, missingKeys };
}
