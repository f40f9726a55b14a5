import { useTranslation } from 'react-i18next';
import type { Language } from '@registry/contract/common/language';
import { LANGUAGES, toLanguage } from '../../../lib/contract-values';
import { changeLanguage } from '../../../lib/language';
import { DisclosureMenu } from '../../../components/ui/disclosure-menu';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';

/** Each language in its own name, as language pickers conventionally show them. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  pt: 'Português',
};

const PICKER_ID = 'language-picker';
const TOGGLE_ID = `${PICKER_ID}-toggle`;

/**
 * English, Spanish, Portuguese; choosing one stores it and reloads the page
 * (spec section 1), where the focus is back on this menu's toggle (the header restores it).
 */
export function LanguagePicker() {
  const { t, i18n } = useTranslation('layout');
  const current = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <DisclosureMenu
      id={PICKER_ID}
      align="end"
      label={
        <>
          <VisuallyHidden>{t('language.label')}:</VisuallyHidden>{' '}
          <span lang={current}>{LANGUAGE_NAMES[current]}</span>
        </>
      }
    >
      {(close) =>
        LANGUAGES.map((language) => (
          <li key={language}>
            <button
              type="button"
              className={`dropdown-item${language === current ? ' active' : ''}`}
              lang={language}
              aria-current={language === current ? 'true' : undefined}
              onClick={() => {
                close();
                if (language !== current) changeLanguage(language, TOGGLE_ID);
              }}
            >
              {LANGUAGE_NAMES[language]}
            </button>
          </li>
        ))
      }
    </DisclosureMenu>
  );
}
