import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@/api/errors';
import { notify } from '@/ui/notify';
import type { RecycleBinConfig } from './types';

/**
 * The bin's deleted rows, read afresh each time it is shown, and those a
 * keyword matches (client side). A failed read carries its message instead
 * of rows.
 */
export function useRecycleBinRows<T extends object>(config: RecycleBinConfig<T>, enabled: boolean, keyword: string) {
  const bin = useQuery({
    queryKey: config.queryKey,
    queryFn: async (): Promise<{ rows: T[]; error?: string }> => {
      try {
        const res = await config.load();
        if (!res.success) {
          notify.warning(res.message);
          return { rows: [], error: res.message };
        }
        return { rows: Array.isArray(res.result) ? res.result : [] };
      } catch (err) {
        return { rows: [], error: errorMessage(err) };
      }
    },
    enabled,
    staleTime: 0,
  });
  const all = bin.data?.rows;
  const rows = useMemo(() => {
    const list = all ?? [];
    const word = keyword.trim().toLowerCase();
    if (!word || !config.searchFields) return list;
    return list.filter((r) => config.searchFields!.some((f) => String((r as Record<string, unknown>)[f] ?? '').toLowerCase().includes(word)));
  }, [all, keyword, config.searchFields]);
  return { bin, rows };
}
