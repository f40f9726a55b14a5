import type { LoadScreen } from './lazy-screen';
import type { Screen } from './route-table';
import { withTexts } from './with-texts';

/**
 * Each screen but the front page's is its own chunk, fetched when a route
 * needs it. The table itself (with Vite's list of each chunk's dependencies)
 * is a chunk too: `/` does not wait for it (router.tsx).
 */
export const SCREEN_LOADERS: Record<Exclude<Screen, 'home'>, LoadScreen> = {
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
