import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { splitValue } from './values';

/**
 * The rows behind a picker's comma-separated value, in value order. Rows confirmed in this session
 * (`setPicked`) show at once; only keys not among them are asked of the server, cached for 30 s.
 */
export function useEchoedRows<T>(value: string | null | undefined, keyOf: (row: T) => string, cacheKey: readonly unknown[], load: (keys: string[]) => Promise<T[]>) {
  const [picked, setPicked] = useState<T[]>([]);
  const keys = useMemo(() => splitValue(value), [value]);
  const known = new Map(picked.map((r) => [keyOf(r), r]));
  const missing = keys.filter((k) => !known.has(k));

  const echo = useQuery({
    queryKey: ['pickers', ...cacheKey, missing.join(',')],
    queryFn: () => load(missing),
    enabled: missing.length > 0,
    staleTime: 30_000,
  });
  for (const r of echo.data ?? []) known.set(keyOf(r), r);
  const rows = keys.map((k) => known.get(k)).filter((r): r is T => r !== undefined);
  return { keys, rows, setPicked };
}
