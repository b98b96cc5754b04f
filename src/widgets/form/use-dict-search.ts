import { useEffect, useRef, useState } from 'react';
import { useLatest } from '@/lib/use-latest';
import { loadDict } from '@/api/sys/dict';
import { errorMessage } from '@/api/errors';
import { toFieldOptions } from './dict-options';
import type { FieldOption } from './types';

export const SEARCH_DEBOUNCE_MS = 300;
export const ASYNC_SEARCH_DEBOUNCE_MS = 800;

export interface DictSearchOptions {
  dict: string | undefined;
  /** The async variant waits for typed text and debounces longer. */
  isAsync: boolean;
  pageSize: number;
  /** Searches run only while the list is open. */
  open: boolean;
  /** What the user typed. */
  search: string;
  onError: (message: string) => void;
}

/**
 * The options of a table dictionary for typed text: the text waits out the
 * debounce, then `loadDict` is asked; only the latest answer is shown, and
 * the options empty while a new search waits.
 */
export function useDictSearch({ dict, isAsync, pageSize, open, search, onError }: DictSearchOptions) {
  const [keyword, setKeyword] = useState<string | null>(null);
  const [options, setOptions] = useState<FieldOption[]>([]);
  const [loading, setLoading] = useState(false);
  const lastLoad = useRef(0);
  const reportRef = useLatest(onError);
  const emptyCode = !dict;

  // Typed text waits out the debounce before it becomes the search keyword.
  useEffect(() => {
    if (!open || emptyCode) return;
    if (isAsync && search === '') {
      setKeyword(null);
      setLoading(false);
      return;
    }
    // Results of the previous words must not be picked while the new search waits.
    setOptions([]);
    setLoading(true);
    const timer = setTimeout(() => setKeyword(search), isAsync ? ASYNC_SEARCH_DEBOUNCE_MS : SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, open, isAsync, emptyCode]);

  useEffect(() => {
    if (keyword === null || !dict) return;
    const load = ++lastLoad.current;
    setLoading(true);
    loadDict(dict, { keyword, pageSize })
      .then((items) => {
        if (load === lastLoad.current) setOptions(toFieldOptions(items));
      })
      .catch((e: unknown) => {
        if (load !== lastLoad.current) return;
        setOptions([]);
        reportRef.current(errorMessage(e));
      })
      .finally(() => {
        if (load === lastLoad.current) setLoading(false);
      });
  }, [keyword, dict, pageSize, reportRef]);

  /** Closing the list drops the pending keyword. */
  const stop = () => setKeyword(null);
  return { options, loading, stop };
}
