import { useLayoutEffect, useRef } from 'react';

/**
 * A ref that always holds the latest value, for event handlers inside
 * memoized table columns: a new column definition would remount its cells
 * (and drop the focus of the button just clicked).
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
