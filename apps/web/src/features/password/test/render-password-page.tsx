import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { createTestRouter, TestRoutes } from '../../../test/test-router';
import type { Language } from '@registry/contract/common/language';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { createTestI18n } from '../../../test/test-i18n';

/** One page of the feature at a path of its route (its title is the app's route's), with the real translation files. */
export function renderPasswordPage({
  Page,
  route,
  path,
  language = 'en',
}: {
  Page: ComponentType;
  route: string;
  path: string;
  language?: Language;
}) {
  const { i18n, missingKeys } = createTestI18n(language);
  const routes: RouteObject[] = [
    { path: route, element: <Page /> },
    { path: '/login', element: <h1>Login page</h1> },
    { path: '/password-recovery', element: <h1>Recovery page</h1> },
  ];
  const { router, TestRouterProvider } = createTestRouter([path]);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <AppProviders queryClient={queryClient}>
        <TestRouterProvider>
          <TestRoutes routes={routes} />
        </TestRouterProvider>
      </AppProviders>
    </I18nextProvider>,
  );
  return { ...view, router, missingKeys };
}
