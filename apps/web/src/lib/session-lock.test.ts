import { describe, expect, it, vi } from 'vitest';
import { REFRESH_LOCK_NAME, withRefreshLock } from './session-lock';

describe('withRefreshLock', () => {
  it('runs the task under the tabs’ shared Web Lock when the browser has one', async () => {
    const request = vi.fn((_name: string, task: () => Promise<string>) => task());
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    try {
      await expect(withRefreshLock(async () => 'renewed')).resolves.toBe('renewed');
      expect(request).toHaveBeenCalledWith(REFRESH_LOCK_NAME, expect.any(Function));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('runs the task directly without the Web Locks API', async () => {
    expect(navigator.locks).toBeUndefined();
    await expect(withRefreshLock(async () => 7)).resolves.toBe(7);
  });
});
