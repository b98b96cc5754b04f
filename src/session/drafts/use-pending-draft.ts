/**
 * After 恢复草稿: hands the draft waiting at this tab's route to the page, once. The page's
 * `reopen` says whether it could open the draft's form now (false: try again after the next
 * render, e.g. once the list has loaded or the user's permissions are known).
 */
import { useEffect, useRef } from 'react';
import { useDraftScope } from './draft-scope';
import { usePendingRestore } from './draft-restore';
import type { DraftRecord } from './draft-types';

export function usePendingDraft(reopen: (draft: DraftRecord) => boolean): void {
  const { route } = useDraftScope();
  const pending = usePendingRestore(route);
  const handled = useRef<DraftRecord | null>(null);
  // Every render: what the page can open depends on state the hook cannot list.
  useEffect(() => {
    if (!pending || handled.current === pending) return;
    if (reopen(pending)) handled.current = pending;
  });
}
