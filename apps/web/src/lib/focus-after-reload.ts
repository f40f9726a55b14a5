/**
 * A reload leaves the focus on the body: the element a keyboard user was on
 * is remembered for this tab (sessionStorage, not the session data of
 * storage.ts) and takes the focus again once the page is back.
 */
const FOCUS_AFTER_RELOAD_KEY = 'focusAfterReload';

export function rememberFocusForReload(elementId: string): void {
  try {
    window.sessionStorage.setItem(FOCUS_AFTER_RELOAD_KEY, elementId);
  } catch {
    // Storage blocked: the reloaded page starts from the top, as browsers do.
  }
}

/**
 * Focuses the element remembered before the reload, once, or `fallback` when
 * it cannot take the focus (inside the collapsed small-screen menu).
 */
export function restoreFocusAfterReload(fallback: HTMLElement | null): void {
  let elementId: string | null = null;
  try {
    elementId = window.sessionStorage.getItem(FOCUS_AFTER_RELOAD_KEY);
    window.sessionStorage.removeItem(FOCUS_AFTER_RELOAD_KEY);
  } catch {
    return;
  }
  const element = elementId ? document.getElementById(elementId) : null;
  if (!element) return;
  element.focus();
  if (document.activeElement !== element) fallback?.focus();
}
