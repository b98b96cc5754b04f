import { useEffect } from 'react';
import type { TableStore } from './store';

/** Calls `onSelectionChange` with the selected ids whenever the number of selected rows changes. */
export function useSelectionCallback(store: TableStore, onSelectionChange: ((ids: string[]) => void) | undefined): void {
  useEffect(() => {
    if (!onSelectionChange) return;
    let last = -1;
    return store.subscribeMeta(() => {
      const n = store.getMeta().selectedCount;
      if (n !== last) {
        last = n;
        onSelectionChange(store.getSelection());
      }
    });
  }, [store, onSelectionChange]);
}
