import type { TokenClaims } from '@registry/contract/auth/token-claims';
import { STORAGE_KEYS, readStorage, removeStorage, writeStorage } from './storage';
import { isTokenClaims } from './token-claims';

export interface SessionTokens {
  token: string;
  refreshToken?: string | undefined;
}

export function readAccessToken(): string | null {
  return readStorage(STORAGE_KEYS.accessToken);
}

export function readRefreshToken(): string | null {
  return readStorage(STORAGE_KEYS.refreshToken);
}

/**
 * Stores a new access token, and the refresh token when the answer carried one.
 * Subscribers (the header, the guards, the refresh scheduler) hear of it. A
 * session that starts (no token before) counts as activity: a last activity
 * left by an earlier session must not end the new one at the first check.
 */
export function storeTokens({ token, refreshToken }: SessionTokens): void {
  if (readAccessToken() === null) storeLastActivity();
  if (refreshToken) writeStorage(STORAGE_KEYS.refreshToken, refreshToken);
  writeStorage(STORAGE_KEYS.accessToken, token);
}

/** Removes both tokens and what belonged to their session (spec section 4: invalid token, failed refresh, logout). */
export function clearTokens(): void {
  removeStorage(STORAGE_KEYS.refreshToken);
  removeStorage(STORAGE_KEYS.permitsNoticeShownFor);
  removeStorage(STORAGE_KEYS.accessToken);
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replaceAll('-', '+').replaceAll('_', '/');
  const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The claims of an access token, or null when it is malformed, does not match
 * the contract, or has expired. The browser does not verify the signature: the
 * API does, on every call.
 */
export function decodeClaims(token: string | null, nowMs: number = Date.now()): TokenClaims | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    return isTokenClaims(claims) && claims.exp * 1000 > nowMs ? claims : null;
  } catch {
    return null;
  }
}

/** The expiry (exp, in ms since the epoch) of a well-formed token, expired or not; null otherwise. */
export function readExpiry(token: string | null): number | null {
  const claims = decodeClaims(token, 0);
  return claims ? claims.exp * 1000 : null;
}

/** The current session's claims, or null when logged out. */
export function readClaims(nowMs: number = Date.now()): TokenClaims | null {
  return decodeClaims(readAccessToken(), nowMs);
}

/** Remembers where a logged-out visitor was going, for after the login. */
export function storeGoBackPath(path: string): void {
  writeStorage(STORAGE_KEYS.goBackPath, path);
}

export function readGoBackPath(): string | null {
  return readStorage(STORAGE_KEYS.goBackPath);
}

export function clearGoBackPath(): void {
  removeStorage(STORAGE_KEYS.goBackPath);
}

export function readNotificationsCount(): number {
  const count = Number(readStorage(STORAGE_KEYS.notificationsCount));
  return Number.isInteger(count) && count > 0 ? count : 0;
}

export function storeNotificationsCount(count: number): void {
  writeStorage(STORAGE_KEYS.notificationsCount, String(count));
}

export function clearNotificationsCount(): void {
  removeStorage(STORAGE_KEYS.notificationsCount);
}

/** Last key press or click, in ms since the epoch (the inactivity check reads it). */
export function storeLastActivity(nowMs: number = Date.now()): void {
  writeStorage(STORAGE_KEYS.lastActivityAt, String(nowMs));
}

export function readLastActivity(): number | null {
  const value = Number(readStorage(STORAGE_KEYS.lastActivityAt));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Whether the thanks/warning modal was already shown to this session's user in this company. */
export function isPermitsNoticeShown(sessionKey: string): boolean {
  return readStorage(STORAGE_KEYS.permitsNoticeShownFor) === sessionKey;
}

export function storePermitsNoticeShown(sessionKey: string): void {
  writeStorage(STORAGE_KEYS.permitsNoticeShownFor, sessionKey);
}
