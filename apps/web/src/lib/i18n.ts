import i18next, { type i18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@registry/contract/common/language';
import { LANGUAGES } from './contract-values';
import { readLanguage } from './language';
import { localesBackend } from './locales-backend';
import { SINGLE_FULL_STOP_OPTIONS, singleFullStop } from './single-full-stop';

/** One namespace per feature plus common; files at /locales/{lng}/{ns}.json. */
export const NAMESPACES = [
  'common',
  'layout',
  'routes',
  'home',
  'errors',
  'auth',
  'password',
  'session',
  'users',
  'myCompany',
  'companyView',
  'files',
  'publicProjects',
  'serialSearch',
  'certificates',
  'publicCredits',
  'projects',
  'projectComments',
  'correctionHistory',
  'signatures',
  'projectConversion',
  'positions',
  'transfers',
  'retirements',
  'reports',
  'publicLedger',
  'registryReport',
  'creditManagement',
  'subAccounts',
  'systemAccounts',
  'invoicing',
  'payments',
  'apiAccess',
  'markets',
  'ui',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Loaded before the first paint: the shell (and the kit's toasts in it) needs them on every page. */
export const STARTUP_NAMESPACES: readonly Namespace[] = [
  'common',
  'layout',
  'routes',
  'errors',
  'ui',
];

/**
 * The app's i18next options in a language (spec section 7: failed loads
 * retry up to 5 times from 350 ms, doubling); the prerendered front page
 * (issue 24) renders with the same.
 */
export function i18nOptions(language: Language): InitOptions {
  return {
    ...SINGLE_FULL_STOP_OPTIONS,
    lng: language,
    supportedLngs: [...LANGUAGES],
    fallbackLng: false,
    load: 'currentOnly',
    ns: [...STARTUP_NAMESPACES],
    defaultNS: 'common',
    maxRetries: 5,
    retryTimeout: 350,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  };
}

/**
 * Starts i18next with the app's backend (/locales/{lng}/{ns}.json) in the
 * stored language, default es.
 */
export async function initI18n(language: Language = readLanguage()): Promise<i18n> {
  document.documentElement.lang = language;
  await i18next
    .use(localesBackend)
    .use(initReactI18next)
    .use(singleFullStop)
    .init(i18nOptions(language));
  return i18next;
}
