import { memo, useMemo, type ReactNode } from 'react';
import { DataGrid, type GridColDef, type GridRowId, type GridRowSelectionModel, type GridSortModel } from '@mui/x-data-grid';
import { zhCN } from '@mui/x-data-grid/locales';
import { LIST_TEXT } from './messages';
import type { ListColumn, SortState } from './types';

export interface ListGridProps<T extends object> {
  rows: T[];
  columns: readonly ListColumn<T>[];
  rowKey?: string;
  loading?: boolean;
  sort: SortState;
  onSortChange: (sort: SortState | null) => void;
  selectable?: boolean;
  selection: string[];
  onSelectionChange: (ids: string[]) => void;
  /** Row offset for the "#" column (rows before this page). */
  offset?: number;
  actions?: (row: T) => ReactNode;
  actionsWidth?: number;
  /** false renders every row and column (jsdom has no layout to virtualise against). */
  virtualize?: boolean;
  label?: string;
}

const localeText = { ...zhCN.components.MuiDataGrid.defaultProps.localeText, noRowsLabel: LIST_TEXT.empty };

/**
 * MUI X DataGrid (community) in server mode: the parent owns sorting, paging
 * and selection; the grid only renders. Selection survives paging (ids of
 * other pages stay selected, as the antd table kept them).
 */
function ListGridInner<T extends object>({
  rows,
  columns,
  rowKey = 'id',
  loading,
  sort,
  onSortChange,
  selectable = true,
  selection,
  onSelectionChange,
  offset = 0,
  actions,
  actionsWidth = 160,
  virtualize = true,
  label,
}: ListGridProps<T>) {
  const getId = (row: T) => String((row as Record<string, unknown>)[rowKey]);
  const indexById = useMemo(() => new Map(rows.map((row, i) => [getId(row), i])), [rows]); // eslint-disable-line react-hooks/exhaustive-deps

  const gridColumns = useMemo<GridColDef[]>(() => {
    const cols: GridColDef[] = [
      {
        field: '__index',
        headerName: '#',
        width: 60,
        sortable: false,
        align: 'center',
        headerAlign: 'center',
        renderCell: (p) => offset + (indexById.get(String(p.id)) ?? 0) + 1,
      },
      ...columns.map(
        (c): GridColDef => ({
          field: c.field,
          headerName: c.title,
          width: c.width,
          flex: c.width ? undefined : (c.flex ?? 1),
          sortable: c.sortable ?? false,
          align: c.align ?? 'center',
          headerAlign: c.align ?? 'center',
          renderCell: c.render ? (p) => c.render?.(p.row as T) : undefined,
        }),
      ),
    ];
    if (actions) {
      cols.push({
        field: '__actions',
        headerName: LIST_TEXT.actions,
        width: actionsWidth,
        sortable: false,
        align: 'center',
        headerAlign: 'center',
        renderCell: (p) => actions(p.row as T),
      });
    }
    return cols;
  }, [columns, actions, actionsWidth, indexById, offset]);

  // The default sort (createTime) is often not a shown column; the grid only marks shown ones.
  const sortModel: GridSortModel = columns.some((c) => c.field === sort.column) ? [{ field: sort.column, sort: sort.order }] : [];
  const selectionModel: GridRowSelectionModel = { type: 'include', ids: new Set<GridRowId>(selection) };

  const onSelection = (model: GridRowSelectionModel) => {
    // "Select all" can arrive as an exclude-model; resolve it against this page's rows.
    const ids =
      model.type === 'include'
        ? [...model.ids].map(String)
        : [...new Set([...selection, ...rows.map(getId)])].filter((id) => !model.ids.has(id));
    onSelectionChange(ids);
  };

  return (
    <DataGrid
      aria-label={label}
      rows={rows}
      columns={gridColumns}
      getRowId={(row) => getId(row as T)}
      loading={loading}
      autoHeight
      hideFooter
      disableColumnMenu
      disableColumnFilter
      disableRowSelectionOnClick
      checkboxSelection={selectable}
      keepNonExistentRowsSelected
      rowSelectionModel={selectionModel}
      onRowSelectionModelChange={onSelection}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      rowCount={rows.length}
      sortModel={sortModel}
      onSortModelChange={(model) => {
        const first = model[0];
        onSortChange(first?.sort ? { column: first.field, order: first.sort } : null);
      }}
      sortingOrder={['asc', 'desc', null]}
      disableVirtualization={!virtualize}
      localeText={localeText}
      density="standard"
      sx={{ bgcolor: 'background.paper' }}
    />
  );
}

/** Memoised: typing in the query form re-renders the page, not the grid. */
export const ListGrid = memo(ListGridInner) as typeof ListGridInner;
