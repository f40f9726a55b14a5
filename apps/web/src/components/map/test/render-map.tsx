import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '@registry/contract/common/language';
import { createQueryClient } from '../../../lib/query-client';
import { createTestI18n } from '../../../test/test-i18n';

/** Renders a map with its own query client and the texts of a language; answers the keys it missed. */
export function renderMap(map: ReactElement, language: Language = 'en') {
  const { i18n, missingKeys } = createTestI18n(language);
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
  return { ...render(map, { wrapper }), missingKeys, user: userEvent.setup() };
}
