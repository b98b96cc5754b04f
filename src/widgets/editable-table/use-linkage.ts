/**
 * Cascading selects (spec §3 `linkageKey`): columns sharing a linkage key form
 * levels in column order; a level's options come from requestData(parent
 * value), and changing a level blanks every level after it in that row.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ColumnOption, EditableColumn, LinkageConfig, RowValues } from './types';

export interface Linkage {
  optionsFor(column: EditableColumn, row: RowValues): ColumnOption[] | undefined;
  /** Keys to blank after `column` changed. */
  laterKeys(column: EditableColumn): string[];
  version: number;
}

export function useLinkage(columns: readonly EditableColumn[], config: readonly LinkageConfig[] | undefined, onError: (message: string) => void): Linkage {
  const [version, setVersion] = useState(0);
  const cache = useRef(new Map<string, ColumnOption[] | 'loading'>());
  const chains = useMemo(() => {
    const out = new Map<string, EditableColumn[]>();
    for (const c of columns) {
      if (!c.linkageKey) continue;
      out.set(c.linkageKey, [...(out.get(c.linkageKey) ?? []), c]);
    }
    return out;
  }, [columns]);

  const optionsFor = useCallback(
    (column: EditableColumn, row: RowValues): ColumnOption[] | undefined => {
      if (!column.linkageKey) return undefined;
      const cfg = config?.find((l) => l.key === column.linkageKey);
      const chain = chains.get(column.linkageKey) ?? [];
      if (!cfg) return undefined;
      const level = chain.indexOf(column);
      const parentRaw = level > 0 ? row[chain[level - 1].key] : null;
      if (level > 0 && (parentRaw === null || parentRaw === undefined || parentRaw === '')) return [];
      const parent = parentRaw === null ? null : String(parentRaw);
      const key = `${column.linkageKey}\u0000${level}\u0000${parent ?? ''}`;
      const hit = cache.current.get(key);
      if (hit === 'loading') return [];
      if (hit) return hit;
      cache.current.set(key, 'loading');
      Promise.resolve()
        .then(() => cfg.requestData(parent))
        .then(
          (opts) => {
            cache.current.set(key, opts);
            setVersion((v) => v + 1);
          },
          (e: unknown) => {
            cache.current.delete(key);
            onError(e instanceof Error ? e.message : String(e));
          },
        );
      return [];
    },
    // onError is a sink; version is read to rebuild callers after a load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [chains, config, version],
  );

  const laterKeys = useCallback(
    (column: EditableColumn) => {
      if (!column.linkageKey) return [];
      const chain = chains.get(column.linkageKey) ?? [];
      return chain.slice(chain.indexOf(column) + 1).map((c) => c.key);
    },
    [chains],
  );

  return { optionsFor, laterKeys, version };
}
