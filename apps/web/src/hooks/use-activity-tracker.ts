import { useEffect } from 'react';
import { storeLastActivity } from '../lib/session';

/** Stores the time of the last key press or click (spec section 4, inactivity). */
export function useActivityTracker(): void {
  useEffect(() => {
    const onActivity = () => storeLastActivity();
    window.addEventListener('keydown', onActivity, { capture: true, passive: true });
    window.addEventListener('click', onActivity, { capture: true, passive: true });
    return () => {
      window.removeEventListener('keydown', onActivity, { capture: true });
      window.removeEventListener('click', onActivity, { capture: true });
    };
  }, []);
}
