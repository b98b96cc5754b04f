import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * The value of the last render, for code set up once that must call the caller's current
 * callback: an actor's listeners, a debounced load, an editor's change handler. Without it they
 * would either call a stale callback or be set up anew on every render. Updated in a layout
 * effect, so handlers and effects of the same commit already see the new value.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
