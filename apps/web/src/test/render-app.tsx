import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '@registry/contract/common/language';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/router';
import { createQueryClient } from '../lib/query-client';
import { createTestI18n } from './test-i18n';
import { createTestRouter } from './test-router';

interface RenderAppOptions {
  path?: string;
  language?: Language;
}

/** The whole app (layout, guards, lazy screens) at a path, with the real translation files. */
export function renderApp({ path = '/', language = 'en' }: RenderAppOptions = {}) {
  const { i18n, missingKeys } = createTestI18n(language);
  const { router, TestRouterProvider } = createTestRouter([path]);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <TestRouterProvider>
        <AppProviders queryClient={queryClient}>
          <AppRoutes />
        </AppProviders>
      </TestRouterProvider>
    </I18nextProvider>,
  );
  return { ...view, router, i18n, missingKeys, queryClient };
}
