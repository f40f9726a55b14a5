// What only a session renders, in one chunk (issue 24): a visitor's first page
// carries none of it. The header's menus, company, bell and account menu (and
// a failed company switch's alert), and the keeper of the session (refresh,
// inactivity, logout).
export { CompanySwitchErrors } from '../features/layout/components/company-switch-errors';
export { SessionHeaderItems } from '../features/layout/components/session-header-items';
export { SessionNavigation } from '../features/layout/components/session-navigation';
export { SessionKeeper } from '../features/session/components/session-keeper';
