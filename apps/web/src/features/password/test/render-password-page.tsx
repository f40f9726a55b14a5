import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Language } from '@registry/contract/common/language';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { createTestI18n } from '../../../test/test-i18n';

/** One page of the feature at a path of its route, with the real translation files. */
export function renderPasswordPage({
  Page,
  route,
  path,
  title,
  language = 'en',
}: {
  Page: ComponentType;
  route: string;
  path: string;
  title: string;
  language?: Language;
}) {
  const { i18n, missingKeys } = createTestI18n(language);
  const router = createMemoryRouter(
    [
      { path: route, Component: Page, handle: { title } },
      { path: '/login', element: <h1>Login page</h1> },
      { path: '/password-recovery', element: <h1>Recovery page</h1> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </I18nextProvider>,
  );
  return { ...view, router, missingKeys };
}
