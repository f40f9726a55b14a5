import i18next from 'i18next';
import { useState } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import type { Namespace } from '../lib/i18n';
import { RouteErrorBoundary } from '../features/errors/components/route-error-boundary';
import { CHUNK_LOAD_TIMEOUT_MS, lazyScreen, type LoadScreen } from './lazy-screen';
import { APP_ROUTES, type Screen } from './route-table';
import { RootLayout } from './root-layout';

/**
 * A screen's chunk with its texts, fetched together: a screen that rendered
 * before its texts arrived would suspend, and React shows a fallback at least
 * 300 ms (the first screens a visitor opens).
 */
async function withTexts<T>(namespace: Namespace, chunk: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([chunk, i18next.loadNamespaces(namespace)]);
  return loaded;
}

/** Each screen is its own chunk, fetched when a route needs it. */
const SCREEN_LOADERS: Record<Screen, LoadScreen> = {
  home: async () =>
    (await withTexts('home', import('../features/home/components/home-page'))).HomePage,
  pending: async () => (await import('../features/errors/components/pending-page')).PendingPage,
  login: async () =>
    (await withTexts('auth', import('../features/auth/components/login-page'))).LoginPage,
  register: async () => (await import('../features/auth/components/register-page')).RegisterPage,
  passwordRecovery: async () =>
    (await import('../features/auth/components/password-recovery-page')).PasswordRecoveryPage,
  changePassword: async () =>
    (await import('../features/password/components/change-password-page')).ChangePasswordPage,
  changePasswordLink: async () =>
    (await import('../features/password/components/change-password-link-page'))
      .ChangePasswordLinkPage,
  authToken: async () =>
    (await import('../features/session/components/auth-token-page')).AuthTokenPage,
  users: async () => (await import('../features/users/components/users-page')).UsersPage,
  newUser: async () => (await import('../features/users/components/new-user-page')).NewUserPage,
  companyView: async () =>
    (await import('../features/company-view/components/company-view-page')).CompanyViewPage,
  myCompany: async () =>
    (await import('../features/my-company/components/my-company-page')).MyCompanyPage,
  projectsList: async () =>
    (
      await withTexts(
        'publicProjects',
        import('../features/public-projects/components/projects-list-page'),
      )
    ).ProjectsListPage,
  serialSearch: async () =>
    (await import('../features/serial-search/components/serial-search-page')).SerialSearchPage,
  certificate: async () =>
    (await import('../features/certificates/components/certificate-page')).CertificatePage,
  projectCertificates: async () =>
    (await import('../features/public-credits/components/project-certificates-page'))
      .ProjectCertificatesPage,
  retiredCredits: async () =>
    (await import('../features/public-credits/components/retired-credits-page')).RetiredCreditsPage,
  publicLedger: async () =>
    (await import('../features/public-ledger/components/public-ledger-page')).PublicLedgerPage,
  registryReport: async () =>
    (await import('../features/registry-report/components/registry-report-page'))
      .RegistryReportPage,
  project: async () =>
    (await import('../features/public-projects/components/project-page')).ProjectPage,
  newProject: async () =>
    (await import('../features/projects/components/new-project-page')).NewProjectPage,
  editProject: async () =>
    (await import('../features/projects/components/edit-project-page')).EditProjectPage,
  myProjects: async () =>
    (await import('../features/projects/components/my-projects-page')).MyProjectsPage,
  openProjectsForComment: async () =>
    (await import('../features/project-comments/components/open-projects-page')).OpenProjectsPage,
  projectComment: async () =>
    (await import('../features/project-comments/components/comment-form-page')).CommentFormPage,
  projectCommentList: async () =>
    (await import('../features/project-comments/components/comments-list-page')).CommentsListPage,
  correctionHistory: async () =>
    (await import('../features/correction-history/components/correction-history-page'))
      .CorrectionHistoryPage,
  signature: async () =>
    (await import('../features/signatures/components/signature-page')).SignaturePage,
  newProjectConversion: async () =>
    (await import('../features/project-conversion/components/new-project-conversion-page'))
      .NewProjectConversionPage,
  editProjectConversion: async () =>
    (await import('../features/project-conversion/components/edit-project-conversion-page'))
      .EditProjectConversionPage,
  myPositions: async () =>
    (await import('../features/positions/components/my-positions-page')).MyPositionsPage,
  convertToKg: async () =>
    (await import('../features/positions/components/convert-page')).ConvertPage,
  transfer: async () =>
    (await import('../features/transfers/components/transfer-page')).TransferPage,
  chooseBlock: async () =>
    (await import('../features/transfers/components/choose-block-page')).ChooseBlockPage,
  retire: async () => (await import('../features/retirements/components/retire-page')).RetirePage,
  carbonTaxReport: async () =>
    (await import('../features/reports/components/carbon-tax-report-page')).CarbonTaxReportPage,
  historicalTransfer: async () =>
    (await import('../features/transfers/components/history-page')).HistoryPage,
  notifications: async () =>
    (await import('../features/notifications/components/notifications-page')).NotificationsPage,
  creditManagement: async () =>
    (await import('../features/credit-management/components/credit-management-page'))
      .CreditManagementPage,
  creditsByCompany: async () =>
    (await import('../features/credit-management/components/credits-by-company-page'))
      .CreditsByCompanyPage,
  manageSubAccounts: async () =>
    (await import('../features/sub-accounts/components/sub-accounts-page')).SubAccountsPage,
  invoicing: async () =>
    (await import('../features/invoicing/components/invoicing-page')).InvoicingPage,
  payments: async () =>
    (await import('../features/payments/components/payments-page')).PaymentsPage,
  apiAccess: async () =>
    (await import('../features/api-access/components/api-access-page')).ApiAccessPage,
  markets: async () =>
    (await import('../features/markets/components/markets-screen')).MarketsScreen,
  systemAccounts: async () =>
    (await import('../features/system-accounts/components/system-accounts-page'))
      .SystemAccountsPage,
  notFound: async () => (await import('../features/errors/components/not-found-page')).NotFoundPage,
};

export interface AppRoutesOptions {
  /** How long a screen's chunk may take to load; the spec's 120 s unless a test says otherwise. */
  chunkLoadTimeoutMs?: number;
}

/**
 * The route objects of the app: the layout, under it the screens' error
 * boundary, and under that every route of the table, each screen lazily.
 */
export function createAppRoutes({
  chunkLoadTimeoutMs = CHUNK_LOAD_TIMEOUT_MS,
}: AppRoutesOptions = {}): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        {
          element: <RouteErrorBoundary />,
          children: APP_ROUTES.map((route) => {
            const Screen = lazyScreen(SCREEN_LOADERS[route.screen], chunkLoadTimeoutMs);
            return { path: route.path, element: <Screen /> };
          }),
        },
      ],
    },
  ];
}

/** The app's routes, inside a router (BrowserRouter in the browser, MemoryRouter in tests). */
export function AppRoutes(options: AppRoutesOptions) {
  const [routes] = useState(() => createAppRoutes(options));
  return useRoutes(routes);
}
