/** Options of every column: inline options merged with its dictionary (getDictItems, cached by the API module). */
import { useEffect, useState } from 'react';
import { getDictItems } from '@/api/sys/dict';
import type { ColumnOption, EditableColumn } from './types';
import { mergeOptions } from './columns';

export type OptionsByKey = Readonly<Record<string, ColumnOption[]>>;

function inlineOptions(columns: readonly EditableColumn[]): OptionsByKey {
  const out: Record<string, ColumnOption[]> = {};
  for (const c of columns) out[c.key] = mergeOptions(c.options, undefined);
  return out;
}

export function useColumnOptions(columns: readonly EditableColumn[], onError?: (message: string) => void): OptionsByKey {
  const [byKey, setByKey] = useState<OptionsByKey>(() => inlineOptions(columns));
  useEffect(() => {
    let alive = true;
    setByKey(inlineOptions(columns));
    const withDict = columns.filter((c) => c.dictCode);
    for (const c of withDict) {
      getDictItems(c.dictCode!).then(
        (items) => {
          if (!alive) return;
          const dict: ColumnOption[] = items.map((i) => ({ value: i.value, text: i.text ?? i.title ?? i.label }));
          setByKey((prev) => ({ ...prev, [c.key]: mergeOptions(c.options, dict) }));
        },
        (e: unknown) => {
          if (alive) onError?.(e instanceof Error ? e.message : String(e));
        },
      );
    }
    return () => {
      alive = false;
    };
    // onError is a notification sink; a new function identity must not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [columns]);
  return byKey;
}
