import { createModuleLoader } from '../hooks/use-lazy-module';

/**
 * The session's chunk (session-parts.ts): fetched by the layout once there is
 * a session, and by main.tsx with the first page's texts when the page opens
 * with one, so the header paints whole.
 */
export const sessionParts = createModuleLoader(() => import('./session-parts'));
