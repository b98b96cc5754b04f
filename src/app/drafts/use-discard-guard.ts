/** Before a tab refresh or close throws away unsaved edits: ask, and on 确定 drop their drafts too. */
import { useCallback } from 'react';
import { useConfirm } from '@/ui/dialogs/confirm';
import { unsavedChanges } from '@/session/drafts';
import { DRAFT_TEXT as T } from './messages';

export type DiscardAction = 'refresh' | 'close';

export function useDiscardGuard(): (keys: readonly string[], action: DiscardAction) => Promise<boolean> {
  const confirm = useConfirm();
  return useCallback(
    async (keys, action) => {
      const dirty = keys.filter((k) => unsavedChanges.has(k));
      if (dirty.length === 0) return true;
      const ok = await confirm({ title: T.confirmTitle, content: action === 'refresh' ? T.refreshUnsaved : T.closeUnsaved });
      if (ok) unsavedChanges.discard(dirty);
      return ok;
    },
    [confirm],
  );
}
