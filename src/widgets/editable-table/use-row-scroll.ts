import { useCallback, useRef, useState } from 'react';
import type { TableStore } from './store';
import type { VirtualBodyHandle } from './VirtualBody';

/** The table's scroll container and scrolling a row into view through the virtual body. */
export function useRowScroll(store: TableStore) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualizer mounts before an ancestor's ref is attached, so it gets the element through state.
  const [scrollEl, setScrollEl] = useState<HTMLDivElement | null>(null);
  const attachScroll = useCallback((el: HTMLDivElement | null) => {
    scrollRef.current = el;
    setScrollEl(el);
  }, []);
  const bodyRef = useRef<VirtualBodyHandle>(null);
  const scrollToRow = useCallback(
    (id: string) => {
      const i = store.visibleIndex(id);
      if (i >= 0) bodyRef.current?.scrollToIndex(i);
    },
    [store],
  );
  return { scrollRef, scrollEl, attachScroll, bodyRef, scrollToRow };
}
