import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures, users } from '../../db/schema/accounts';
import type { DomainError } from '../../lib/domain-error';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addMember, createCompany } from '../../../test/kit/companies';
import { recordLoginFailure } from './login-lockout';

/*
 * recordLoginFailure on its own clock. The login checks the lock before the
 * password, but a failure counted while a lock holds (two logins at once, or
 * another caller of this function) must answer the lock and leave it as it is.
 */

const MINUTE_MS = 60_000;
const START = new Date('2026-03-02T10:00:00Z');
const at = (minutes: number) => new Date(START.getTime() + minutes * MINUTE_MS);
const answer = (error: DomainError) => ({ code: error.code, ...error.data });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
});
afterAll(async () => {
  await t.close();
});

describe('recordLoginFailure', () => {
  it('answers a failure during the lock with the lock, without counting it or extending it', async () => {
    const user = await addMember(t, await createCompany(t));
    for (const attemptsLeft of [4, 3, 2, 1]) {
      expect(answer(await recordLoginFailure(t.database.db, user.id, at(0)))).toEqual({
        code: 'ERROR_LOGIN',
        ammountAccess: attemptsLeft,
      });
    }
    expect(answer(await recordLoginFailure(t.database.db, user.id, at(0)))).toEqual({
      code: 'ERROR_LOGIN_LOCKED',
      ammountAccess: 0,
      timeAccess: 15,
    });

    expect(answer(await recordLoginFailure(t.database.db, user.id, at(5)))).toEqual({
      code: 'ERROR_LOGIN_LOCKED',
      ammountAccess: 0,
      timeAccess: 10,
    });
    const [row] = await t.database.db
      .select({ lockedUntil: users.lockedUntil })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.lockedUntil).toEqual(at(15));
    const counted = await t.database.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.userId, user.id));
    expect(counted).toEqual([]);
  });
});
