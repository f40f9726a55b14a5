import { useEffect } from 'react';

/** How long a control that went away may wait for a toast before the page's heading takes the focus. */
export const LOST_FOCUS_WAIT_MS = 1000;
/** How long a control disabled while its action runs is waited for. */
const DISABLED_WAIT_MS = 60_000;

/** The newest toast's message, where the focus goes when an action's control went away. */
const TOAST_MESSAGE = '.app-toasts .toast:last-child .toast-body';

/** Whether the focus is on the body, or on a disabled control that no key reaches. */
function isFocusDropped(): boolean {
  const active = document.activeElement;
  return (
    !active ||
    active === document.body ||
    active === document.documentElement ||
    active.matches(':disabled')
  );
}

/** Whether the element can take the focus again (connected, enabled, shown). */
function canTakeFocus(element: HTMLElement): boolean {
  return (
    element.isConnected &&
    !element.matches(':disabled') &&
    !element.closest('[hidden], [inert]') &&
    (element.checkVisibility?.() ?? true)
  );
}

function focusElement(element: HTMLElement): void {
  if (
    !element.hasAttribute('tabindex') &&
    !element.matches('a[href], button, input, select, textarea')
  ) {
    element.setAttribute('tabindex', '-1');
  }
  element.focus({ preventScroll: !element.matches('.toast-body') });
}

/**
 * The app shell's net under every action (decision 035): when the focus
 * falls to the page's body because the control that had it was disabled
 * while its work ran (a save, a download) it comes back to that control once
 * it is enabled again; when the control went away (a dialog closed on a
 * removed row, a list redrawn) the newest toast's message takes it, and with
 * none the page's heading (or main). A click elsewhere leaves the focus where
 * the click put it. Screens that know a better place (the next step's
 * heading, the updated row) focus it themselves, and this then does nothing.
 */
export function useFocusKeeper(mainId: string): void {
  useEffect(() => {
    let last: HTMLElement | null = null;
    let lostAt = 0;
    let timer = 0;

    const fallBack = () => {
      if (!isFocusDropped() || !last || last.isConnected) return;
      const toast = document.querySelector<HTMLElement>(TOAST_MESSAGE);
      const main = document.getElementById(mainId);
      const target = toast ?? main?.querySelector<HTMLElement>('h1') ?? main;
      last = null;
      if (target) focusElement(target);
    };

    const check = () => {
      if (!last || !isFocusDropped()) return;
      if (canTakeFocus(last)) {
        focusElement(last);
        return;
      }
      if (last.isConnected) {
        if (!lostAt) lostAt = performance.now();
        if (performance.now() - lostAt > DISABLED_WAIT_MS) last = null;
        return;
      }
      if (document.querySelector(TOAST_MESSAGE)) {
        fallBack();
        return;
      }
      window.clearTimeout(timer);
      timer = window.setTimeout(fallBack, LOST_FOCUS_WAIT_MS);
    };

    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || target === document.body) return;
      last = target;
      lostAt = 0;
      window.clearTimeout(timer);
    };
    // A click on nothing puts the focus on the body on purpose.
    const onPointerDown = () => {
      last = null;
      window.clearTimeout(timer);
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled', 'hidden', 'inert'],
    });
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [mainId]);
}
