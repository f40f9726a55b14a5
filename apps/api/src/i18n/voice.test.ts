import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@registry/contract/common/language';
import { checkTexts } from '@registry/contract/glossary/voice';
import type { PasswordLinkPurpose } from '../db/schema/accounts';
import { ACCOUNT_TYPE_DATA } from '../db/seed/reference/account-types';
import { COMPANY_DOCUMENT_TYPE_DATA } from '../db/seed/reference/company-document-types';
import { PERSONAL_DATA_POLICY } from '../db/seed/reference/personal-data';
import { STANDARD_DATA } from '../db/seed/reference/standards';
import { SURVEY_DATA } from '../db/seed/reference/surveys';
import { TERMS_AND_CONDITIONS } from '../db/seed/reference/terms-conditions';
import { CERTIFICATE_TEXTS } from '../modules/certificates/certificate-texts';
import { buildPasswordLinkMail } from '../modules/password/password-link-mail';
import { REPORT_TEXTS } from '../modules/reports/report-texts';
import { MESSAGES, REASONS } from './messages';
import * as PROJECT_VALUE_NAMES from './project-value-names';

/** Every {es, en, pt} text under a value, with the path that leads to it. */
function localizedTexts(
  value: unknown,
  path: string,
  lng: Language,
): { where: string; text: string }[] {
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  if (LANGUAGES.every((l) => typeof record[l] === 'string')) {
    return [{ where: path, text: record[lng] as string }];
  }
  return Object.entries(record).flatMap(([key, item]) =>
    localizedTexts(item, Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`, lng),
  );
}

/** Every string under a value of one language, with its path. */
function stringsOf(value: unknown, path: string): { where: string; text: string }[] {
  if (typeof value === 'string') return [{ where: path, text: value }];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => stringsOf(item, `${path}.${key}`));
}

const PURPOSES: PasswordLinkPurpose[] = ['recovery', 'invitation', 'registration', 'expiry'];

function apiTexts(lng: Language): { where: string; text: string }[] {
  const mails = PURPOSES.map((purpose) => {
    const mail = buildPasswordLinkMail({
      lng,
      purpose,
      to: 'ana@example.com',
      name: 'Ana',
      url: 'https://registry.example/change-password-link/x',
    });
    return { where: `password-link-mail.ts ${purpose}`, text: `${mail.subject}\n${mail.text}` };
  });
  return [
    ...localizedTexts(MESSAGES, 'i18n MESSAGES', lng),
    ...localizedTexts(REASONS, 'i18n REASONS', lng),
    ...localizedTexts(PROJECT_VALUE_NAMES, 'i18n project-value-names.ts', lng),
    ...mails,
    ...stringsOf(CERTIFICATE_TEXTS[lng], 'certificate-texts.ts'),
    ...stringsOf(REPORT_TEXTS[lng], 'report-texts.ts'),
    ...localizedTexts(SURVEY_DATA, 'seed surveys.ts', lng),
    ...localizedTexts(COMPANY_DOCUMENT_TYPE_DATA, 'seed company-document-types.ts', lng),
    ...localizedTexts(ACCOUNT_TYPE_DATA, 'seed account-types.ts', lng),
    ...localizedTexts(STANDARD_DATA, 'seed standards.ts', lng),
    ...localizedTexts(PERSONAL_DATA_POLICY, 'seed personal-data.ts', lng),
    ...localizedTexts(TERMS_AND_CONDITIONS, 'seed terms-conditions.ts', lng),
  ];
}

describe('the voice of the API (messages, mails, seeded texts)', () => {
  it('reads every message, mail and seeded text', () => {
    expect(apiTexts('es').length).toBeGreaterThan(100);
  });

  it.each(LANGUAGES)('speaks as usted/você and uses the glossary in %s', (lng) => {
    expect(checkTexts(lng, apiTexts(lng))).toEqual([]);
  });
});
