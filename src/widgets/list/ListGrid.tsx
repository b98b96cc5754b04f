import { memo, useMemo, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  gridClasses,
  useGridApiRef,
  type GridColDef,
  type GridRowId,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { zhCN } from '@mui/x-data-grid/locales';
import { ACTIONS_FIELD, measuredFields } from './grid-columns';
import { gridColumnDefs } from './grid-column-defs';
import { useAutosizeColumns } from './use-autosize-columns';
import { scrollbarSize } from './scrollbar-size';
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
  /** Width of the actions column before the grid measures its links. */
  actionsWidth?: number;
  label?: string;
}

const localeText = { ...zhCN.components.MuiDataGrid.defaultProps.localeText, noRowsLabel: LIST_TEXT.empty };

/** Every column of a list page is rendered, so the pinned actions column exists however far it sits to the right. */
const ALL_COLUMNS_BUFFER_PX = 8000;

const pinnedRight = `& .${gridClasses.cell}[data-field="${ACTIONS_FIELD}"], & .${gridClasses.columnHeader}[data-field="${ACTIONS_FIELD}"]`;

// The actions column sticks to the right edge of the grid's scroll area (the Vue console's `fixed: 'right'`),
// so 编辑/删除 stay on screen when the other columns need more than the screen is wide.
const gridSx = {
  bgcolor: 'background.paper',
  [pinnedRight]: {
    position: 'sticky',
    right: 0,
    zIndex: 2,
    bgcolor: 'background.paper',
    boxShadow: '-4px 0 6px -4px rgba(0, 0, 0, 0.25)',
  },
  [`& .${gridClasses.row}.Mui-selected .${gridClasses.cell}[data-field="${ACTIONS_FIELD}"]`]: { bgcolor: 'background.paper' },
} as const;

/**
 * MUI X DataGrid (community) in server mode: the parent owns sorting, paging
 * and selection; the grid only renders. Selection survives paging (ids of
 * other pages stay selected, as the antd table kept them). Rows are
 * virtualised in the browser; under jsdom DataGrid renders every row by
 * itself (it has no layout to measure), so no screen needs a switch for tests.
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
  label,
}: ListGridProps<T>) {
  const apiRef = useGridApiRef();
  const getId = (row: T) => String((row as Record<string, unknown>)[rowKey]);
  // Row numbers are read through a ref: new rows must not rebuild the columns (that would drop the measured widths).
  const numbering = useRef({ offset, indexById: new Map<string, number>() });
  numbering.current = { offset, indexById: new Map(rows.map((row, i) => [getId(row), i])) };

  const gridColumns = useMemo<GridColDef[]>(
    () => gridColumnDefs({ columns, actions, actionsWidth, rowNumber: (id) => numbering.current.offset + (numbering.current.indexById.get(String(id)) ?? 0) + 1 }),
    [columns, actions, actionsWidth],
  );

  // Size the columns to what this page shows; new column definitions are sized again.
  const fields = useMemo(() => measuredFields(columns, Boolean(actions)), [columns, actions]);
  const sizedFor = useAutosizeColumns(apiRef, fields, rows, getId, gridColumns);

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
    <Box data-list-grid="" data-sized={String(rows.length > 0 && sizedFor === rows)} sx={{ minWidth: 0 }}>
    <DataGrid
      apiRef={apiRef}
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
      columnBufferPx={ALL_COLUMNS_BUFFER_PX}
      scrollbarSize={scrollbarSize()}
      localeText={localeText}
      density="standard"
      sx={gridSx}
    />
    </Box>
  );
}

/** Memoised: typing in the query form re-renders the page, not the grid. */
export const ListGrid = memo(ListGridInner) as typeof ListGridInner;
