import { LOGIN_MAX_FAILURES } from '@registry/contract/auth/login';
import type { DomainError } from '../../lib/domain-error';
import {
  FAILURE_WINDOW_MS,
  LOCK_MS,
  isLocked,
  loginFailedError,
  loginLockedError,
} from './login-lockout';

/** How many unknown addresses are remembered; the oldest is forgotten first. */
const MAX_REMEMBERED = 10_000;

interface Attempts {
  failures: number[];
  lockedUntil: Date | null;
}

export interface UnknownEmailLockout {
  /** The lock still running for this address, as the error a locked account answers; else null. */
  check(email: string, now?: Date): DomainError | null;
  /** Counts a failure for this address and answers what a known account would. */
  fail(email: string, now?: Date): DomainError;
}

/**
 * Logins to e-mails that have no account get the same answers as a known
 * account with a wrong password: ERROR_LOGIN with attempts left 4, 3, 2, 1,
 * then ERROR_LOGIN_LOCKED with the minutes to wait. Answering a constant
 * ammountAccess instead would tell, by the second attempt, that the address is
 * unknown. The counts live in memory (the login_failures table only holds
 * users), so they are per API instance and start over on a restart: across
 * instances the sequence may differ. That is as much as is necessary here:
 * registration already tells that an e-mail has an account (ERROR_EMAIL_REGISTERED),
 * behind the captcha and the per-IP limit, as login is.
 */
export function createUnknownEmailLockout(): UnknownEmailLockout {
  const byEmail = new Map<string, Attempts>();

  const read = (email: string): Attempts => {
    const found = byEmail.get(email);
    if (found) return found;
    const fresh: Attempts = { failures: [], lockedUntil: null };
    byEmail.set(email, fresh);
    if (byEmail.size > MAX_REMEMBERED) {
      const oldest = byEmail.keys().next().value;
      // Stryker disable next-line ConditionalExpression: the map is never empty here; the check is for the type only
      if (oldest !== undefined) byEmail.delete(oldest);
    }
    return fresh;
  };

  return {
    check(email, now = new Date()) {
      const attempts = byEmail.get(email);
      return attempts && isLocked(attempts.lockedUntil, now)
        ? loginLockedError(attempts.lockedUntil, now)
        : null;
    },
    fail(email, now = new Date()) {
      const attempts = read(email);
      if (isLocked(attempts.lockedUntil, now)) return loginLockedError(attempts.lockedUntil, now);
      const since = now.getTime() - FAILURE_WINDOW_MS;
      attempts.failures = [...attempts.failures.filter((at) => at > since), now.getTime()];
      if (attempts.failures.length < LOGIN_MAX_FAILURES) {
        return loginFailedError(LOGIN_MAX_FAILURES - attempts.failures.length);
      }
      // Stryker disable next-line ArrayDeclaration: the lock lasts as long as the window, so these failures are out of it when the lock ends
      attempts.failures = [];
      attempts.lockedUntil = new Date(now.getTime() + LOCK_MS);
      return loginLockedError(attempts.lockedUntil, now);
    },
  };
}
