import { describe, expect, it } from 'vitest';
import { logIn, makeClaims, makeToken } from '../test/tokens';
import {
  clearTokens,
  decodeClaims,
  isPermitsNoticeShown,
  readExpiry,
  readAccessToken,
  readClaims,
  readLastActivity,
  readNotificationsCount,
  readRefreshToken,
  storeLastActivity,
  storeNotificationsCount,
  storePermitsNoticeShown,
  storeTokens,
} from './session';
import { STORAGE_KEYS, subscribeToSession } from './storage';

describe('decodeClaims', () => {
  const claims = makeClaims('owner');

  it('reads the claims of a well-formed, unexpired token', () => {
    expect(decodeClaims(makeToken(claims))).toEqual(claims);
  });

  it('reads names with accents and other non-ASCII letters', () => {
    const accented = makeClaims('owner', {
      name: 'José Núñez',
      company: { name: 'Energía Limpia São Paulo' },
    });
    expect(decodeClaims(makeToken(accented))?.company.name).toBe('Energía Limpia São Paulo');
  });

  it('treats an expired token as no session', () => {
    const expired = makeClaims('owner', { exp: 1_000 });
    expect(decodeClaims(makeToken(expired), 1_000_000)).toBeNull();
  });

  it.each([
    ['no token', null],
    ['garbage', 'not-a-jwt'],
    ['a payload that is not JSON', 'aaa.bm90IGpzb24.sig'],
    ['claims missing from the contract', makeToken({ name: 'x' })],
  ])('treats %s as no session', (_name, token) => {
    expect(decodeClaims(token)).toBeNull();
  });
});

describe('session storage', () => {
  it('stores both tokens under their named keys and clears them together', () => {
    const claims = makeClaims('gov');
    storeTokens({ token: makeToken(claims), refreshToken: 'r-1' });
    expect(window.localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('r-1');
    expect(readClaims()?.typeAccount).toBe('gov');
    clearTokens();
    expect(readAccessToken()).toBeNull();
    expect(readRefreshToken()).toBeNull();
    expect(readClaims()).toBeNull();
  });

  it('keeps the refresh token when a new access token comes without one', () => {
    logIn(makeClaims('owner'), 'r-keep');
    storeTokens({ token: makeToken(makeClaims('trader')) });
    expect(readRefreshToken()).toBe('r-keep');
    expect(readClaims()?.typeAccount).toBe('trader');
  });

  it('tells subscribers when the token changes', () => {
    let calls = 0;
    const unsubscribe = subscribeToSession(() => (calls += 1));
    storeTokens({ token: 't' });
    clearTokens();
    unsubscribe();
    storeTokens({ token: 't' });
    expect(calls).toBe(2);
  });

  it('reads a missing or broken notifications count as 0', () => {
    expect(readNotificationsCount()).toBe(0);
    window.localStorage.setItem(STORAGE_KEYS.notificationsCount, 'many');
    expect(readNotificationsCount()).toBe(0);
    storeNotificationsCount(4);
    expect(readNotificationsCount()).toBe(4);
  });

  it('stores the last activity time', () => {
    expect(readLastActivity()).toBeNull();
    storeLastActivity(1_700_000_000_000);
    expect(readLastActivity()).toBe(1_700_000_000_000);
  });
});

describe('session lifecycle in storage', () => {
  it('counts the start of a session as activity, but not a renewal', () => {
    storeLastActivity(1_000);
    storeTokens({ token: makeToken(makeClaims('owner')), refreshToken: 'r-1' });
    const started = readLastActivity() ?? 0;
    expect(started).toBeGreaterThan(1_000);
    storeLastActivity(2_000);
    storeTokens({ token: makeToken(makeClaims('owner')), refreshToken: 'r-2' });
    expect(readLastActivity()).toBe(2_000);
  });

  it('forgets that the permits notice was shown when the session is cleared', () => {
    logIn(makeClaims('owner', { permits: [] }));
    storePermitsNoticeShown('hash-owner:10');
    expect(isPermitsNoticeShown('hash-owner:10')).toBe(true);
    expect(isPermitsNoticeShown('hash-owner:11')).toBe(false);
    clearTokens();
    expect(isPermitsNoticeShown('hash-owner:10')).toBe(false);
  });

  it('reads the expiry of a token even when it has passed', () => {
    expect(readExpiry(makeToken(makeClaims('owner', { exp: 1_000 })))).toBe(1_000_000);
    expect(readExpiry('garbage')).toBeNull();
    expect(readExpiry(null)).toBeNull();
  });
});
