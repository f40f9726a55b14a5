import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { createTestRouter, TestRoutes } from '../../../test/test-router';
import type { Language } from '@registry/contract/common/language';
import { ToastProvider } from '../../../components/ui/toast-provider';
import { createQueryClient } from '../../../lib/query-client';
import { createTestI18n } from '../../../test/test-i18n';
import { logIn, makeClaims } from '../../../test/tokens';
import { ConnectivityTab } from '../components/connectivity-tab';

export const PLATFORM_ID = 'CR-00000010';
export const API_TOKEN = '9f2c1e7a4b6d8f0a1c3e5a7b9d1f3a5c';

/** The tab as My Company mounts it, in a router (its rows link to /all-information, its hint to /register-api). */
export function renderConnectivityTab(language: Language = 'en') {
  logIn(makeClaims('owner'));
  const { i18n, missingKeys } = createTestI18n(language);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const routes: RouteObject[] = [
    {
      path: '/my-company',
      element: <ConnectivityTab platformId={PLATFORM_ID} hashId={API_TOKEN} />,
    },
    { path: '/all-information/:companyId', element: <p>company view</p> },
    { path: '/register-api', element: <p>API access page</p> },
  ];
  const { router, TestRouterProvider } = createTestRouter(['/my-company']);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <TestRouterProvider>
            <TestRoutes routes={routes} />
          </TestRouterProvider>
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router, missingKeys, user: userEvent.setup() };
}
