import { useSyncExternalStore } from 'react';

/**
 * Why the browser was sent to /login (a dead session at start-up, a refused
 * sign-in link); the login page shows it above the form (its text is
 * session:notices.{notice}). Kept here rather than in the navigation's state:
 * the guards may replace that navigation on the way.
 */
export type SessionNotice = 'sessionExpired' | 'authTokenInvalid';

let current: SessionNotice | null = null;
const listeners = new Set<() => void>();

function publish(notice: SessionNotice | null): void {
  current = notice;
  for (const listener of listeners) listener();
}

export function showSessionNotice(notice: SessionNotice): void {
  publish(notice);
}

export function clearSessionNotice(): void {
  if (current !== null) publish(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const readNotice = () => current;

export function useSessionNotice(): SessionNotice | null {
  return useSyncExternalStore(subscribe, readNotice, readNotice);
}
