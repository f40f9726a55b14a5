import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '@registry/contract/common/language';
import { ToastProvider } from '../components/ui/toast-provider';
import { createTestI18n } from './test-i18n';

/** A kit piece as a screen holds it: the real translation files and the toasts. */
export function renderStory(story: ReactElement, language: Language = 'en') {
  const { i18n, missingKeys } = createTestI18n(language);
  // A wrapper, so a rerender keeps the translations and the toasts.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <ToastProvider>{children}</ToastProvider>
    </I18nextProvider>
  );
  const view = render(story, { wrapper });
  return { ...view, i18n, missingKeys, user: userEvent.setup() };
}
