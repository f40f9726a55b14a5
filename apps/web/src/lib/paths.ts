/** Paths the shell itself links or sends the browser to. */
export const HOME_PATH = '/';
export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/404';
export const NOTIFICATIONS_TARGET_PATH = '/historical-transfer';
export const PROJECTS_LIST_PATH = '/projects-list';
export const INFO_REGISTER_PROJECTS_PATH = '/info-register-projects';
/** The Register button leads to the external site's sign-up page (spec section 2). */
export const REGISTER_URL = import.meta.env.VITE_REGISTER_URL || '/register';
