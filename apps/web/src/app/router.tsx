import { createBrowserRouter, type LazyRouteFunction, type RouteObject } from 'react-router';
import type { RouteHandle } from '../hooks/use-route-title';
import { LoadingSpinner } from '../components/ui/loading-spinner';
import { RouteErrorPage } from '../features/errors/components/route-error-page';
import { APP_ROUTES, type Screen } from './route-table';
import { RootLayout } from './root-layout';

/** Each screen is its own chunk, fetched when a route needs it. */
const SCREENS: Record<Screen, LazyRouteFunction<RouteObject>> = {
  home: async () => ({
    Component: (await import('../features/home/components/home-page')).HomePage,
  }),
  pending: async () => ({
    Component: (await import('../features/errors/components/pending-page')).PendingPage,
  }),
  login: async () => ({
    Component: (await import('../features/auth/components/login-page')).LoginPage,
  }),
  register: async () => ({
    Component: (await import('../features/auth/components/register-page')).RegisterPage,
  }),
  passwordRecovery: async () => ({
    Component: (await import('../features/auth/components/password-recovery-page'))
      .PasswordRecoveryPage,
  }),
  changePassword: async () => ({
    Component: (await import('../features/password/components/change-password-page'))
      .ChangePasswordPage,
  }),
  changePasswordLink: async () => ({
    Component: (await import('../features/password/components/change-password-link-page'))
      .ChangePasswordLinkPage,
  }),
  authToken: async () => ({
    Component: (await import('../features/session/components/auth-token-page')).AuthTokenPage,
  }),
  users: async () => ({
    Component: (await import('../features/users/components/users-page')).UsersPage,
  }),
  newUser: async () => ({
    Component: (await import('../features/users/components/new-user-page')).NewUserPage,
  }),
  companyView: async () => ({
    Component: (await import('../features/company-view/components/company-view-page'))
      .CompanyViewPage,
  }),
  myCompany: async () => ({
    Component: (await import('../features/my-company/components/my-company-page')).MyCompanyPage,
  }),
  notFound: async () => ({
    Component: (await import('../features/errors/components/not-found-page')).NotFoundPage,
  }),
};

function FullPageSpinner() {
  return <LoadingSpinner isFullPage />;
}

/** The route objects of the app: the layout, and under it every route of the table, lazily. */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      Component: RootLayout,
      HydrateFallback: FullPageSpinner,
      children: [
        {
          ErrorBoundary: RouteErrorPage,
          children: APP_ROUTES.map((route) => ({
            path: route.path,
            lazy: SCREENS[route.screen],
            handle: { title: route.title } satisfies RouteHandle,
          })),
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createAppRoutes());
}
