import { useState } from 'react';
import { useConfirm } from '@/ui/dialogs/confirm';
import { loadSavedQueries, storeSavedQueries, upsertSavedQuery } from './conditions';
import { AQ_TEXT } from './messages';
import type { SavedQuery } from './types';

/**
 * The queries saved under one code in localStorage, and the one picked. Each
 * change reads the stored list first: another tab may have saved meanwhile.
 */
export function useSavedQueries(code: string) {
  const confirm = useConfirm();
  const [saved, setSaved] = useState<SavedQuery[]>(() => loadSavedQueries(code));
  const [picked, setPicked] = useState<string | null>(null);

  const reload = () => setSaved(loadSavedQueries(code));

  /** Saves the query under its title, after asking whether to overwrite one of that title; false when not saved. */
  const save = async (query: SavedQuery): Promise<boolean> => {
    const current = loadSavedQueries(code);
    if (current.some((q) => q.title === query.title)) {
      const overwrite = await confirm({ title: AQ_TEXT.overwrite(query.title) });
      if (!overwrite) return false;
    }
    const next = upsertSavedQuery(current, query);
    storeSavedQueries(code, next);
    setSaved(next);
    setPicked(query.title);
    return true;
  };

  const remove = async (query: SavedQuery) => {
    if (!(await confirm({ title: AQ_TEXT.removeSavedTitle, content: query.title }))) return;
    const next = loadSavedQueries(code).filter((q) => q.title !== query.title);
    storeSavedQueries(code, next);
    setSaved(next);
    if (picked === query.title) setPicked(null);
  };

  return { saved, picked, setPicked, reload, save, remove };
}
