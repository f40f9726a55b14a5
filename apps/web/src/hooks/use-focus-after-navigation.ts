import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How long a new page may take to show its heading, once its screen has loaded, before main takes the focus. */
const HEADING_WAIT_MS = 3000;

/** Whether the focus was left behind by the navigation (on the body, a removed node, the header or footer). */
function isFocusOutsidePage(main: HTMLElement): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) return true;
  return !main.contains(active) || active === main;
}

/**
 * Gives the page's heading the focus once it shows (`main` when none shows
 * within 3 s of its screen's chunk arriving), unless the focus is already
 * inside the page. Returns a cancel.
 */
export function focusPageHeading(mainSelector: string): () => void {
  const started = performance.now();
  // The page's main as it is now: should it go (the app unmounted), the wait ends with it.
  const pageMain = document.querySelector<HTMLElement>(mainSelector);
  let frame = 0;
  const focusHeading = () => {
    const main = document.querySelector<HTMLElement>(mainSelector);
    if (!main || main !== pageMain || !isFocusOutsidePage(main)) return;
    const heading = main.querySelector<HTMLElement>('h1');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    } else if (
      !main.querySelector('[data-screen-loading]') &&
      performance.now() - started > HEADING_WAIT_MS
    ) {
      main.focus({ preventScroll: true });
    } else {
      frame = requestAnimationFrame(focusHeading);
    }
  };
  frame = requestAnimationFrame(focusHeading);
  return () => cancelAnimationFrame(frame);
}

/**
 * The state of a navigation that leaves the focus where it is: on a control
 * of the header that stays (the company selector, after a switch lands on /).
 */
export const KEEP_FOCUS_STATE = { isFocusKept: true } as const;

const isFocusKept = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'isFocusKept' in state;

/**
 * After an in-app navigation (a new path, not the first load), the new page
 * opens at its top (Back and Forward leave the scroll to the browser), and its
 * heading takes the focus, so a keyboard or screen-reader user starts reading
 * it (its name is the page's title) and the next Tab starts inside it; `main`
 * does when the page has no heading. A page that put the focus somewhere of
 * its own (a field, a step's heading) keeps it, and so does a navigation with
 * KEEP_FOCUS_STATE.
 */
export function useFocusAfterNavigation(mainId: string): void {
  const { pathname, hash, state } = useLocation();
  const navigationType = useNavigationType();
  const isFirst = useRef(true);
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    // A page that already focused something of its own (scrolled into view by that focus) keeps its scroll.
    const main = document.getElementById(mainId);
    if (navigationType !== 'POP' && !hash && (!main || isFocusOutsidePage(main)))
      window.scrollTo(0, 0);
    if (navigationType !== 'POP' && isFocusKept(state)) return;
    return focusPageHeading(`#${mainId}`);
    // A new path only: the search or hash of the same page changing keeps the focus and scroll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, mainId]);
}
