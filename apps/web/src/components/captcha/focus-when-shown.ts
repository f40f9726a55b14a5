/** The stop a keyboard user wants in the captcha: the widget's checkbox, or the retry button. */
const CAPTCHA_STOP = 'altcha-widget input[type="checkbox"], button';

/**
 * Focuses the captcha's checkbox (its retry button when the challenge could
 * not be loaded) as soon as it is there: now, or when the round being loaded
 * shows it. `describedBy` names the message read with it (why it is asked
 * again). Nothing moves when the user put the focus elsewhere meanwhile.
 * Returns a cancel.
 */
export function focusWhenShown(container: HTMLElement, describedBy?: string): () => void {
  const focusedBefore = document.activeElement;
  const tryFocus = (): boolean => {
    const stop = container.querySelector<HTMLElement>(CAPTCHA_STOP);
    if (!stop) return false;
    const active = document.activeElement;
    const isMovedByUser =
      active !== focusedBefore && active !== null && active !== document.body && active.isConnected;
    if (!isMovedByUser) {
      if (describedBy) stop.setAttribute('aria-describedby', describedBy);
      stop.focus();
    }
    return true;
  };
  if (tryFocus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (tryFocus()) observer.disconnect();
  });
  observer.observe(container, { childList: true, subtree: true });
  return () => observer.disconnect();
}
