/** Name of the Web Lock that tabs of the app take to renew the session one at a time. */
export const REFRESH_LOCK_NAME = 'registry:token-refresh';

/**
 * Runs the task holding a lock shared by every tab of the app, so two tabs never
 * spend the same refresh token (the API would see a reuse and revoke the whole
 * session). Inside, the task re-reads storage: another tab may have renewed
 * already. Without the Web Locks API (old browsers, jsdom) it just runs.
 */
export function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  // The callback's promise is what request() resolves with; its typing nests it once more.
  return locks.request(REFRESH_LOCK_NAME, task) as Promise<T>;
}
