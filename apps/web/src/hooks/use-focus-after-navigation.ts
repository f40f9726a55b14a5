import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How long a new page may take to show its heading (a lazy screen loading) before main takes the focus. */
const HEADING_WAIT_MS = 3000;

/** Whether the focus was left behind by the navigation (on the body, a removed node, the header or footer). */
function isFocusLost(main: HTMLElement): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) return true;
  return !main.contains(active) || active === main;
}

/**
 * After an in-app navigation (a new path, not the first load), the new page
 * opens at its top (Back and Forward leave the scroll to the browser), and its
 * heading takes the focus, so a keyboard or screen-reader user starts reading
 * it (its name is the page's title) and the next Tab starts inside it; `main`
 * does when the page has no heading. A page that put the focus somewhere of
 * its own (a field, a step's heading) keeps it.
 */
export function useFocusAfterNavigation(mainId: string): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const isFirst = useRef(true);
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
    const started = performance.now();
    let frame = 0;
    const focusHeading = () => {
      const main = document.getElementById(mainId);
      if (!main || !isFocusLost(main)) return;
      const heading = main.querySelector<HTMLElement>('h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      } else if (performance.now() - started > HEADING_WAIT_MS) {
        main.focus({ preventScroll: true });
      } else {
        frame = requestAnimationFrame(focusHeading);
      }
    };
    frame = requestAnimationFrame(focusHeading);
    return () => cancelAnimationFrame(frame);
    // A new path only: the search or hash of the same page changing keeps the focus and scroll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, mainId]);
}
