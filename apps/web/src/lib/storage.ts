/**
 * Session data kept in browser storage (spec section 1). Every key the app
 * writes is named here; nothing else touches localStorage.
 */
export const STORAGE_KEYS = {
  accessToken: 'token',
  refreshToken: 'refreshToken',
  goBackPath: 'goBackPath',
  notificationsCount: 'notificationsCount',
  language: 'lng',
  lastActivityAt: 'lastActivityAt',
  /** The session (user and company) the thanks/warning modal of a permit-less company was shown to. */
  permitsNoticeShownFor: 'permitsNoticeShownFor',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

const SESSION_EVENT = 'registry:session-change';

/** Reads a value; null when absent or when storage is unavailable (private mode, blocked). */
export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the session then lives only as long as the page.
  }
  notifyIfSessionKey(key);
}

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to remove when storage is blocked.
  }
  notifyIfSessionKey(key);
}

function notifyIfSessionKey(key: StorageKey): void {
  if (key === STORAGE_KEYS.accessToken || key === STORAGE_KEYS.notificationsCount) {
    notifySessionChange();
  }
}

/** Makes every subscriber read the session again (the menu reload of spec section 4). */
export function notifySessionChange(): void {
  window.dispatchEvent(new Event(SESSION_EVENT));
}

/** Calls back when the tokens or the notifications count change, in this tab or another. */
export function subscribeToSession(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.accessToken) onChange();
    if (event.key === STORAGE_KEYS.notificationsCount) onChange();
  };
  window.addEventListener(SESSION_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(SESSION_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
