import { useEffect, useState } from 'react';
import { loadDictItem } from '@/api/sys/dict';
import type { FieldOption } from './types';

/**
 * A stored value needs its text: from the options when present, else the
 * option picked last, else `loadDictItem` (the value itself when that fails).
 */
export function useDictItemText(dict: string | undefined, current: string, options: readonly FieldOption[]) {
  const [echo, setEcho] = useState<FieldOption | null>(null);
  const known = options.find((o) => o.value === current) ?? (echo?.value === current ? echo : null);
  useEffect(() => {
    if (!current || !dict || known) return;
    let live = true;
    loadDictItem(dict, current)
      .then((texts) => {
        if (live) setEcho({ value: current, text: texts[0] ?? current });
      })
      .catch(() => {
        if (live) setEcho({ value: current, text: current });
      });
    return () => {
      live = false;
    };
  }, [current, dict, known]);
  return { known, remember: setEcho };
}
