import { describe, expect, it } from 'vitest';
import type { DomainError } from '../../lib/domain-error';
import { createUnknownEmailLockout } from './unknown-email-lockout';

/*
 * The lockout of addresses without an account, on its own clock: every call
 * takes the time it happens at, so 15 minutes pass without waiting.
 */

const MINUTE_MS = 60_000;
const START = new Date('2026-03-02T10:00:00Z');
const at = (minutes: number, seconds = 0) =>
  new Date(START.getTime() + minutes * MINUTE_MS + seconds * 1000);

/** What the login answers: the code and the envelope's extra fields. */
const answer = (error: DomainError | null) => error && { code: error.code, ...error.data };
const attemptsLeft = (n: number) => ({ code: 'ERROR_LOGIN', ammountAccess: n });
const locked = (minutes: number) => ({
  code: 'ERROR_LOGIN_LOCKED',
  ammountAccess: 0,
  timeAccess: minutes,
});

describe('the unknown-e-mail lockout', () => {
  it('counts down 4, 3, 2, 1 and locks at the fifth failure within 15 minutes', () => {
    const lockout = createUnknownEmailLockout();
    const email = 'nobody@example.com';
    expect(lockout.check(email, at(0))).toBeNull();
    expect(answer(lockout.fail(email, at(0)))).toEqual(attemptsLeft(4));
    expect(answer(lockout.fail(email, at(5)))).toEqual(attemptsLeft(3));
    expect(answer(lockout.fail(email, at(10)))).toEqual(attemptsLeft(2));
    expect(answer(lockout.fail(email, at(14)))).toEqual(attemptsLeft(1));
    expect(answer(lockout.fail(email, at(14, 59)))).toEqual(locked(15));
    expect(answer(lockout.check(email, at(14, 59)))).toEqual(locked(15));
    // Another address is not affected.
    expect(lockout.check('other@example.com', at(15))).toBeNull();
  });

  it('forgets failures older than 15 minutes: the count starts over', () => {
    const lockout = createUnknownEmailLockout();
    const email = 'forgotten@example.com';
    for (const minute of [0, 1, 2, 3]) lockout.fail(email, at(minute));
    // 15 minutes after the first failure it no longer counts; the other three still do.
    expect(answer(lockout.fail(email, at(15)))).toEqual(attemptsLeft(1));
    expect(answer(lockout.fail(email, at(40)))).toEqual(attemptsLeft(4));
  });

  it('keeps failures younger than 15 minutes', () => {
    const lockout = createUnknownEmailLockout();
    const email = 'counted@example.com';
    for (const minute of [0, 1, 2, 3]) lockout.fail(email, at(minute));
    expect(answer(lockout.fail(email, at(14, 59)))).toEqual(locked(15));
  });

  it('stays locked for 15 minutes, counting the whole minutes down, then starts anew', () => {
    const lockout = createUnknownEmailLockout();
    const email = 'locked@example.com';
    for (const minute of [0, 0, 0, 0, 0]) lockout.fail(email, at(minute));
    expect(answer(lockout.check(email, at(0, 1)))).toEqual(locked(15));
    expect(answer(lockout.check(email, at(10)))).toEqual(locked(5));
    // A failure during the lock answers the lock and does not extend it.
    expect(answer(lockout.fail(email, at(14, 30)))).toEqual(locked(1));
    expect(lockout.check(email, at(15))).toBeNull();
    expect(answer(lockout.fail(email, at(15)))).toEqual(attemptsLeft(4));
  });

  it('remembers at most 10,000 addresses, forgetting the oldest first', () => {
    const lockout = createUnknownEmailLockout();
    for (let n = 0; n < 4; n += 1) lockout.fail('first@example.com', at(0));
    for (let n = 0; n < 9_999; n += 1) lockout.fail(`filler-${n}@example.com`, at(1));
    // 10,000 remembered: the first is still counted, and its fifth failure locks it.
    expect(answer(lockout.fail('first@example.com', at(2)))).toEqual(locked(15));
    // One more address, and the oldest one (the first) is forgotten, lock and all.
    lockout.fail('one-more@example.com', at(2));
    expect(lockout.check('first@example.com', at(2))).toBeNull();
    expect(answer(lockout.fail('first@example.com', at(2)))).toEqual(attemptsLeft(4));
  });
});
