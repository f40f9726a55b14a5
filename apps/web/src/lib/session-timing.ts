/** The session's clock (spec section 9). */

/** The token is renewed this long before it expires. */
export const REFRESH_LEAD_MS = 60_000;
/** A session idle for longer than this ends. */
export const INACTIVITY_TIMEOUT_MS = 900_000;
/** How often idleness is checked. */
export const INACTIVITY_CHECK_INTERVAL_MS = 10_000;
/** The menu (claims and notifications count) is read again this long after the page mounts. */
export const MENU_RELOAD_DELAY_MS = 1_000;
/** When the logout call fails, the tokens are cleared after this delay. */
export const FAILED_LOGOUT_CLEAR_DELAY_MS = 2_000;
/** setTimeout's longest delay; a longer wait is cut into steps. */
export const MAX_TIMER_DELAY_MS = 2_147_483_647;
