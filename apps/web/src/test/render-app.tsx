import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Language } from '@registry/contract/common/language';
import { AppProviders } from '../app/providers';
import { createAppRoutes } from '../app/router';
import { createQueryClient } from '../lib/query-client';
import { createTestI18n } from './test-i18n';

interface RenderAppOptions {
  path?: string;
  language?: Language;
}

/** The whole app (layout, guards, lazy screens) at a path, with the real translation files. */
export function renderApp({ path = '/', language = 'en' }: RenderAppOptions = {}) {
  const { i18n, missingKeys } = createTestI18n(language);
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </I18nextProvider>,
  );
  return { ...view, router, i18n, missingKeys, queryClient };
}
