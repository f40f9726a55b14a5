import { useEffect, useRef } from 'react';
import { focusIntoView } from '../lib/focus-into-view';

/**
 * A ref whose element takes the focus when it first shows (`tabIndex={-1}`
 * on a heading): the next step of a task that replaced the one the user was
 * on, so the next Tab starts there and a screen reader reads where it is
 * (decision 035). `isWanted` false leaves the focus alone (the step shown
 * when the page opens, whose heading the app shell focuses).
 */
export function useFocusOnMount<T extends HTMLElement>(isWanted = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (isWanted && ref.current) focusIntoView(ref.current);
    // Once, when the step shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
