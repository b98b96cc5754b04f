/** The DataGrid's column definitions for a list: row number, the list's columns, then the pinned actions. */
import type { CSSProperties, ReactNode } from 'react';
import type { GridColDef, GridRowId } from '@mui/x-data-grid';
import { CellText } from './CellText';
import { ACTIONS_FIELD, cellText, columnSizing, INDEX_FIELD, mainField } from './grid-columns';
import { LIST_TEXT } from './messages';
import type { ListColumn } from './types';

export interface GridColumnDefsOptions<T> {
  columns: readonly ListColumn<T>[];
  actions?: (row: T) => ReactNode;
  actionsWidth: number;
  /** The "#" of a row, counted across pages; read when the cell renders. */
  rowNumber: (id: GridRowId) => number;
}

/** Around each text cell; a style attribute, not `sx`, for the reason CellText gives. */
const CELL_BOX: CSSProperties = { display: 'flex', alignItems: 'center', height: '100%', minWidth: 0 };

export function gridColumnDefs<T>({ columns, actions, actionsWidth, rowNumber }: GridColumnDefsOptions<T>): GridColDef[] {
  const main = mainField(columns);
  const cols: GridColDef[] = [
    {
      field: INDEX_FIELD,
      headerName: '#',
      width: 56,
      sortable: false,
      resizable: false,
      align: 'center',
      headerAlign: 'center',
      renderCell: (p) => rowNumber(p.id),
    },
    ...columns.map((c): GridColDef => {
      const isMain = c.field === main;
      const align = c.align ?? (isMain ? 'left' : 'center');
      return {
        field: c.field,
        headerName: c.title,
        ...columnSizing(c, isMain),
        sortable: c.sortable ?? false,
        align,
        headerAlign: align,
        renderCell: c.render
          ? (p) => c.render?.(p.row as T)
          : (p) => (
              <div data-main-cell={isMain ? '' : undefined} style={CELL_BOX}>
                <CellText text={cellText(p.value)} lines={isMain ? 2 : 1} align={align} />
              </div>
            ),
      };
    }),
  ];
  if (actions) {
    cols.push({
      field: ACTIONS_FIELD,
      headerName: LIST_TEXT.actions,
      width: actionsWidth,
      minWidth: 64,
      sortable: false,
      resizable: false,
      align: 'center',
      headerAlign: 'center',
      renderCell: (p) => actions(p.row as T),
    });
  }
  return cols;
}
