import { readLastActivity } from './session';
import { INACTIVITY_TIMEOUT_MS } from './session-timing';

/**
 * Whether the user has been idle for more than the inactivity timeout (spec
 * section 4). Without a stored last activity nobody has been idle yet. Date.now
 * (not performance.now) so fake clocks in tests move it.
 */
export function isIdle(nowMs: number = Date.now()): boolean {
  const lastActivity = readLastActivity();
  return lastActivity !== null && nowMs - lastActivity > INACTIVITY_TIMEOUT_MS;
}
