/** Paths the shell itself links or sends the browser to. */
export const HOME_PATH = '/';
export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/404';
/** "See all" of the bell: the transfer history (spec section 2) for who may open it ... */
export const NOTIFICATIONS_TARGET_PATH = '/historical-transfer';
/** ... and the notifications page for the others (a certifier, an ovv, a government). */
export const NOTIFICATIONS_PAGE_PATH = '/notifications';
export const PROJECTS_LIST_PATH = '/projects-list';
export const INFO_REGISTER_PROJECTS_PATH = '/info-register-projects';
/** The Register button leads to the external site's sign-up page (spec section 2). */
export const REGISTER_URL = import.meta.env.VITE_REGISTER_URL || '/register';

/** Where a company's invoices and the certifier's fee schedule are. */
export const INVOICING_PATH = '/invoicing';
/** Where the proofs of payment wait for the certifier's confirmation. */
export const PAYMENTS_PATH = '/payment-pending-confirm';
