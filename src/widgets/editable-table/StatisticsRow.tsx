/** The sticky statistics row 统计: sum / average of every loaded row, recomputed when a counted cell changes. */
import { memo, useCallback, useRef, useSyncExternalStore } from 'react';
import TableCell from '@mui/material/TableCell';
import type { LayoutColumn } from './context';
import type { TableStore } from './store';
import type { EditableColumn } from './types';
import { columnStatistics, formatStatistic, type ColumnStatistics } from './statistics';
import { ET_TEXT } from './messages';

type Snapshot = Record<string, ColumnStatistics>;

export const StatisticsRow = memo(function StatisticsRow({ layout, totalWidth, store, columns }: { layout: readonly LayoutColumn[]; totalWidth: number; store: TableStore; columns: readonly EditableColumn[] }) {
  const cache = useRef<{ version: number; snap: Snapshot } | null>(null);
  const keys = new Set(columns.map((c) => c.key));
  const subscribe = useCallback(
    (cb: () => void) => store.subscribeValues((_id, key) => (key === '' || keys.has(key) ? cb() : undefined)),
    // keys derive from columns
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store, columns],
  );
  const get = useCallback(() => {
    const version = store.getValuesVersion();
    if (cache.current?.version === version) return cache.current.snap;
    const rows = store.orderedValues();
    const snap: Snapshot = {};
    for (const c of columns) snap[c.key] = columnStatistics(rows, c.key, c.statistics ?? []);
    cache.current = { version, snap };
    return snap;
  }, [store, columns]);
  const stats = useSyncExternalStore(subscribe, get, get);
  const firstDataIndex = layout.findIndex((c) => c.column);
  return (
    <div role="row" className="et-foot" style={{ width: totalWidth }} aria-label={ET_TEXT.statistics}>
      {layout.map((col, i) => {
        const s = col.column ? stats[col.column.key] : undefined;
        const label = i === 0 || (firstDataIndex === 0 && i === 0);
        return (
          <TableCell key={col.id} component="div" role="gridcell" variant="footer" className="et-fcell" style={{ width: col.width }}>
            {label ? ET_TEXT.statistics : null}
            {s ? (
              <span className="et-stat">
                {s.sum !== undefined ? <span data-stat="sum" title="sum">{formatStatistic(s.sum)}</span> : null}
                {s.average !== undefined ? <span data-stat="average" title="average">{formatStatistic(s.average)}</span> : null}
              </span>
            ) : null}
          </TableCell>
        );
      })}
    </div>
  );
});
