import { and, eq, gt, isNotNull } from 'drizzle-orm';
import {
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_LOCK_MINUTES,
  LOGIN_MAX_FAILURES,
} from '@registry/contract/auth/login';
import type { Db } from '../../db/client';
import { loginFailures, users } from '../../db/schema/accounts';
import { DomainError } from '../../lib/domain-error';

const MINUTE_MS = 60_000;
export const FAILURE_WINDOW_MS = LOGIN_FAILURE_WINDOW_MINUTES * MINUTE_MS;
export const LOCK_MS = LOGIN_LOCK_MINUTES * MINUTE_MS;

/** Whole minutes until the lock ends, rounded up: 14 min 1 s left is 15. */
export function minutesLeft(lockedUntil: Date, now: Date): number {
  return Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / MINUTE_MS));
}

/** A wrong e-mail or password, and how many attempts are left before the lock. */
export function loginFailedError(attemptsLeft: number): DomainError {
  return new DomainError('ERROR_LOGIN', 400, {}, { ammountAccess: attemptsLeft });
}

/** A locked account: no attempt is left, and timeAccess minutes remain. */
export function loginLockedError(lockedUntil: Date, now: Date): DomainError {
  return new DomainError(
    'ERROR_LOGIN_LOCKED',
    400,
    {},
    { ammountAccess: 0, timeAccess: minutesLeft(lockedUntil, now) },
  );
}

/** Whether the lock of a user (users.lockedUntil) still holds. */
export function isLocked(lockedUntil: Date | null, now: Date): lockedUntil is Date {
  return lockedUntil !== null && lockedUntil.getTime() > now.getTime();
}

/**
 * Records a failed login of a known user and answers the error to send: the
 * attempts left, or, at the fifth failure within 15 minutes, the lock. The
 * user's row is locked so that simultaneous failures count one after another.
 * The failures a lock stands for are removed, so after it the count starts anew.
 */
export async function recordLoginFailure(
  db: Db,
  userId: number,
  now: Date = new Date(),
): Promise<DomainError> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ lockedUntil: users.lockedUntil })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (user && isLocked(user.lockedUntil, now)) return loginLockedError(user.lockedUntil, now);
    await tx.insert(loginFailures).values({ userId, createdAt: now });
    const recent = await tx
      // Stryker disable next-line ObjectLiteral: only the number of rows is used, whatever columns they carry
      .select({ id: loginFailures.id })
      .from(loginFailures)
      .where(
        and(
          eq(loginFailures.userId, userId),
          gt(loginFailures.createdAt, new Date(now.getTime() - FAILURE_WINDOW_MS)),
        ),
      );
    if (recent.length < LOGIN_MAX_FAILURES) {
      return loginFailedError(LOGIN_MAX_FAILURES - recent.length);
    }
    const lockedUntil = new Date(now.getTime() + LOCK_MS);
    await tx.update(users).set({ lockedUntil }).where(eq(users.id, userId));
    await tx.delete(loginFailures).where(eq(loginFailures.userId, userId));
    return loginLockedError(lockedUntil, now);
  });
}

/** A successful login forgets the user's failures and any lock that has run out. */
export async function clearLoginFailures(db: Db, userId: number): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.userId, userId));
  await db
    .update(users)
    .set({ lockedUntil: null })
    .where(and(eq(users.id, userId), isNotNull(users.lockedUntil)));
}
