/** Column headers (sticky): titles with the required mark, and select-all. */
import { memo, useSyncExternalStore } from 'react';
import TableCell from '@mui/material/TableCell';
import Checkbox from '@mui/material/Checkbox';
import type { LayoutColumn } from './context';
import type { TableStore } from './store';
import { isRequired } from './validation';
import { ET_SIZES, ET_TEXT } from './messages';

function SelectAll({ store }: { store: TableStore }) {
  const meta = useSyncExternalStore(store.subscribeMeta, store.getMeta, store.getMeta);
  const selectable = meta.rowCount > 0 ? store.selectableCount() : 0;
  const all = selectable > 0 && meta.selectedCount >= selectable;
  return (
    <Checkbox
      size="small"
      checked={all}
      indeterminate={meta.selectedCount > 0 && !all}
      disabled={selectable === 0}
      onChange={(e) => store.selectAll(e.target.checked)}
      slotProps={{ input: { 'aria-label': ET_TEXT.selectAll } }}
      sx={{ p: 0.5 }}
    />
  );
}

export const HeaderRow = memo(function HeaderRow({ layout, totalWidth, store }: { layout: readonly LayoutColumn[]; totalWidth: number; store: TableStore }) {
  return (
    <div role="row" className="et-head" style={{ width: totalWidth, height: ET_SIZES.headerHeight }} aria-rowindex={1}>
      {layout.map((col) => (
        <TableCell
          key={col.id}
          component="div"
          role="columnheader"
          variant="head"
          className={col.column ? 'et-hcell' : 'et-hcell et-center'}
          style={{ width: col.width }}
        >
          {col.id === '__select' ? <SelectAll store={store} /> : null}
          {col.id === '__seq' ? '#' : null}
          {col.column ? (
            <span className="et-title" title={col.column.title}>
              {isRequired(col.column) ? (
                <span className="et-required" aria-hidden="true">
                  *
                </span>
              ) : null}
              {col.column.title}
            </span>
          ) : null}
        </TableCell>
      ))}
    </div>
  );
});
