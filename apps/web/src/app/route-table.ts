import type { AccessRule } from '../lib/access';

/** What a route renders: the real screens of the shell, or the shared placeholder. */
export type Screen =
  | 'home'
  | 'pending'
  | 'notFound'
  | 'login'
  | 'register'
  | 'passwordRecovery'
  | 'changePassword'
  | 'changePasswordLink'
  | 'authToken'
  | 'users'
  | 'companyView'
  | 'myCompany'
  | 'newUser'
  | 'projectsList'
  | 'project'
  | 'newProject'
  | 'editProject'
  | 'myProjects'
  | 'openProjectsForComment'
  | 'projectComment'
  | 'projectCommentList'
  | 'correctionHistory'
  | 'signature'
  | 'newProjectConversion'
  | 'editProjectConversion'
  | 'serialSearch'
  | 'certificate'
  | 'projectCertificates'
  | 'retiredCredits'
  | 'publicLedger'
  | 'registryReport'
  | 'myPositions'
  | 'transfer'
  | 'chooseBlock'
  | 'convertToKg'
  | 'historicalTransfer'
  | 'notifications'
  | 'creditManagement'
  | 'creditsByCompany'
  | 'manageSubAccounts'
  | 'retire'
  | 'carbonTaxReport'
  | 'systemAccounts'
  | 'invoicing'
  | 'payments'
  | 'apiAccess'
  | 'markets';

export interface AppRoute {
  path: string;
  access: AccessRule;
  screen: Screen;
  /** Key of the page title in the routes namespace. */
  title: string;
}

function route(
  path: string,
  access: AccessRule,
  title: string,
  screen: Screen = 'pending',
): AppRoute {
  return { path, access, screen, title };
}

const TRANSFER = '/transfer-certification/:projectId/:serialId/:quantity';
const RETIRE = '/emit-certification/:projectId/:serialId/:quantity/:isRetirementInKg';

/** Every route of spec section 2, with who may open it. Order does not matter: paths are ranked. */
export const APP_ROUTES: readonly AppRoute[] = [
  // Public routes, only without a session.
  route('/register', 'guestOnly', 'register', 'register'),
  route('/login', 'guestOnly', 'login', 'login'),
  route('/password-recovery', 'guestOnly', 'passwordRecovery', 'passwordRecovery'),
  // Any logged-in user.
  route('/change-password', 'session', 'changePassword', 'changePassword'),
  route('/my-company', 'session', 'myCompany', 'myCompany'),
  route('/all-information/:companyId', 'session', 'allInformation', 'companyView'),
  // "See all" of the bell for who may not open the transfer history (not in spec section 2).
  route('/notifications', 'session', 'notifications', 'notifications'),
  // Available to all.
  route('/', 'open', 'home', 'home'),
  route('/info-register-projects', 'open', 'infoRegisterProjects', 'home'),
  route('/404', 'open', 'notFound', 'notFound'),
  route('/auth/:token', 'open', 'auth', 'authToken'),
  route('/projects-list', 'open', 'projectsList', 'projectsList'),
  route('/serial-search', 'open', 'serialSearch', 'serialSearch'),
  route('/public-ledger', 'open', 'publicLedger', 'publicLedger'),
  route('/signature/:firm/:projectId/:userId', 'open', 'signature', 'signature'),
  route('/register-api', 'open', 'registerApi', 'apiAccess'),
  route('/register-trading', 'open', 'registerTrading', 'markets'),
  route('/register-trading-cbl', 'open', 'registerTradingCbl', 'markets'),
  route('/register-trading-rcc', 'open', 'registerTradingRcc', 'markets'),
  route('/register-trading-chia', 'open', 'registerTradingChia', 'markets'),
  route('/register-polygon', 'open', 'registerPolygon', 'markets'),
  route('/register-tolam', 'open', 'registerTolam', 'markets'),
  route('/register-trading-bnz', 'open', 'registerTradingBnz', 'markets'),
  route('/register-trading-tanager', 'open', 'registerTradingTanager', 'markets'),
  route('/projects/:projectId', 'open', 'project', 'project'),
  route('/emit-certification/:emitCertificationId', 'open', 'certificate', 'certificate'),
  route(
    '/emit-certifications/:typeRemoval/:projectId',
    'open',
    'certificates',
    'projectCertificates',
  ),
  route('/downloadRetiredBonds/:projectId', 'open', 'downloadRetiredBonds', 'retiredCredits'),
  route('/payment-pending-confirm', 'open', 'paymentPendingConfirm', 'payments'),
  route('/system-accounts', 'open', 'systemAccounts', 'systemAccounts'),
  route('/trading-rcc', 'open', 'tradingRcc', 'markets'),
  route('/trading-bnz', 'open', 'tradingBnz', 'markets'),
  route('/trading-polygon', 'open', 'tradingPolygon', 'markets'),
  route('/TradingCbl', 'open', 'tradingCbl', 'markets'),
  route('/TradingChia', 'open', 'tradingChia', 'markets'),
  route('/trading-tolam', 'open', 'tradingTolam', 'markets'),
  route('/trading-tanager', 'open', 'tradingTanager', 'markets'),
  route('/project-comment', 'open', 'projectComment', 'openProjectsForComment'),
  route('/project-comment/:standardId/:projectId', 'open', 'projectComment', 'projectComment'),
  route('/project-comment-list/:projectId', 'open', 'projectCommentList', 'projectCommentList'),
  route('/correction-history/:projectId', 'open', 'correctionHistory', 'correctionHistory'),
  route('/credit-management', 'open', 'creditManagement', 'creditManagement'),
  route('/credits-by-company/:companyId', 'open', 'creditsByCompany', 'creditsByCompany'),
  route('/invoicing', 'open', 'invoicing', 'invoicing'),
  route('/manage-sub-accounts', 'open', 'manageSubAccounts', 'manageSubAccounts'),
  route(
    '/change-password-link/:idHash/:codeHash/:userIdHash',
    'open',
    'changePasswordLink',
    'changePasswordLink',
  ),
  route('/jp-report', 'open', 'jpReport', 'registryReport'),
  // Project permit.
  route('/new-project', 'project', 'newProject', 'newProject'),
  route(
    '/new-project-conversion',
    'projectConversion',
    'newProjectConversion',
    'newProjectConversion',
  ),
  route('/my-projects', 'myProjects', 'myProjects', 'myProjects'),
  route('/project/edit/:projectId', 'project', 'editProject', 'editProject'),
  route(
    '/project/edit-project-conversion/:projectId',
    'projectConversion',
    'editProjectConversion',
    'editProjectConversion',
  ),
  // Transfer permit.
  route('/transfer-certification', 'transfer', 'transfer', 'chooseBlock'),
  route(TRANSFER, 'transfer', 'transfer', 'transfer'),
  route(`${TRANSFER}/:subAccountId`, 'transfer', 'transfer', 'transfer'),
  route('/historical-transfer', 'transfer', 'historicalTransfer', 'historicalTransfer'),
  route('/my-positions', 'positions', 'myPositions', 'myPositions'),
  // Retire permit.
  route('/emit-certification', 'retire', 'retire', 'retire'),
  route(RETIRE, 'retire', 'retire', 'retire'),
  route(`${RETIRE}/:subAccountId`, 'retire', 'retire', 'retire'),
  route('/convert-to-kg', 'retire', 'convertToKg', 'convertToKg'),
  // Account types and company admins.
  route('/emit-certification-report', 'report', 'retirementReport', 'carbonTaxReport'),
  route('/users', 'companyAdmin', 'users', 'users'),
  route('/users/new', 'companyAdmin', 'newUser', 'newUser'),
  // Anything else.
  route('*', 'open', 'notFound', 'notFound'),
];
