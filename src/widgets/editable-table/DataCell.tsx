/**
 * One data cell: read-only text, or its editor when the cell is being edited
 * (or always, for always-visible types and alwaysEdit). Failing cells get a
 * red frame and show their message in a tooltip rendered in a portal, so the
 * statistics row can never cover it (vue-console-features §3 item 5).
 */
import { memo, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import Popper from '@mui/material/Popper';
import Paper from '@mui/material/Paper';
import IconButton from '@mui/material/IconButton';
import CircularProgress from '@mui/material/CircularProgress';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { EditableColumn, RowValues } from './types';
import { useTableApi, type TableApi } from './context';
import { ALWAYS_VISIBLE, placeholderOf } from './columns';
import { ET_SIZES, ET_TEXT } from './messages';
import { EDITORS } from './cells/registry';
import { displayText } from './cells/display';
import { TagSummary } from './cells/ChoiceEditors';
import { listValues } from './cells/display';
import { AsyncSearchDisplay } from './cells/AsyncSearchEditor';

export type TreeToggle = 'none' | 'collapsed' | 'expanded' | 'loading';

export interface DataCellProps {
  rowId: string;
  rowIndex: number;
  column: EditableColumn;
  width: number;
  value: unknown;
  error: string | undefined;
  isCursor: boolean;
  editing: boolean;
  disabled: boolean;
  flash: boolean;
  /** The whole row, only for types that read other cells. */
  row?: RowValues;
  /** Tree rows: indentation and the expand toggle live in the first data cell. */
  depth?: number;
  tree?: TreeToggle;
}

const FOCUSABLE = 'input:not([type="hidden"]):not([hidden]),textarea,[role="combobox"],button,[tabindex="0"]';

/** The error message; MUI's Popper root carries role="tooltip" and lives in a portal on the body. */
function ErrorTip({ anchor, message, id }: { anchor: HTMLElement | null; message: string; id: string }) {
  return (
    <Popper id={id} open={!!anchor} anchorEl={anchor} placement="top-start" sx={{ zIndex: (t) => t.zIndex.tooltip }} modifiers={[{ name: 'flip', enabled: true }]}>
      <Paper elevation={3} sx={{ px: 1, py: 0.5, bgcolor: 'error.main', color: 'error.contrastText', fontSize: 12, maxWidth: 280 }}>
        {message}
      </Paper>
    </Popper>
  );
}

function TreeToggleButton({ rowId, state }: { rowId: string; state: TreeToggle }) {
  const api = useTableApi();
  if (state === 'none') return <span className="et-tree-spacer" />;
  if (state === 'loading') return <CircularProgress size={14} sx={{ mx: '5px' }} aria-label={ET_TEXT.loading} />;
  const expanded = state === 'expanded';
  return (
    <IconButton
      size="small"
      className="et-no-edit"
      aria-label={expanded ? ET_TEXT.collapseRow : ET_TEXT.expandRow}
      aria-expanded={expanded}
      onClick={(e) => {
        e.stopPropagation();
        api.toggleExpand(rowId);
      }}
      sx={{ p: '2px' }}
    >
      {expanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
    </IconButton>
  );
}

/** Read-only content, called as a function (not a component): one fiber less per cell while scrolling. */
function readOnly(column: EditableColumn, value: unknown, options: Parameters<typeof displayText>[2]): ReactNode {
  if (column.type === 'list_multi') return TagSummary({ options, values: listValues(value) });
  if (column.type === 'sel_search_async') return <AsyncSearchDisplay dict={column.dict} value={value} />;
  const text = displayText(column, value, options);
  return text ? text : <span className="et-placeholder">{placeholderOf(column)}</span>;
}

/** The details button of a `showDetails` column (a plain button: one per row must stay cheap). */
function DetailsButton({ api, rowId, column }: { api: TableApi; rowId: string; column: EditableColumn }) {
  if (!column.showDetails || !api.showDetails) return null;
  const show = api.showDetails;
  return (
    <button
      type="button"
      className="et-details et-no-edit"
      aria-label={`${ET_TEXT.details} ${column.title}`}
      onMouseDown={(e) => e.stopPropagation()}
      onClick={(e) => {
        e.stopPropagation();
        show(rowId, e.clientY);
      }}
    >
      …
    </button>
  );
}

/** Whether a cell needs the full DataCell (editor, focus, error tooltip, tree toggle, flash) or the plain read-only one. */
export function needsFullCell(api: TableApi, column: EditableColumn, p: { isCursor: boolean; error: string | undefined; flash: boolean; tree?: TreeToggle }): boolean {
  return column.type === 'slot' || ALWAYS_VISIBLE.has(column.type) || api.alwaysEdit || p.isCursor || p.error !== undefined || p.flash || p.tree !== undefined;
}

/**
 * The read-only cell most cells are: no hooks, no state, one element. Scrolling
 * 10,000 rows renders hundreds of these per frame; clicking one swaps in a DataCell.
 */
export function ReadCell({ key, api, rowId, column, width, value, disabled, row }: { key: string; api: TableApi; rowId: string; column: EditableColumn; width: number; value: unknown; disabled: boolean; row?: RowValues }) {
  const options = api.linkageOptions(column, row ?? {}) ?? api.options[column.key] ?? [];
  return (
    <div
      key={key}
      role="gridcell"
      className={disabled ? 'et-cell et-data et-text et-disabled' : 'et-cell et-data et-text'}
      style={{ width }}
      tabIndex={-1}
      data-key={column.key}
      aria-readonly={disabled || undefined}
      // On mouse down, not click: this element is replaced by a DataCell as soon as it holds the cursor,
      // so a click would land on a detached node. preventDefault keeps the focus for the editor.
      onMouseDown={
        disabled
          ? undefined
          : (e) => {
              if (e.button !== 0) return;
              e.preventDefault();
              api.focusCell(rowId, column.key, true);
            }
      }
    >
      {readOnly(column, value, options)}
      {column.showDetails ? <DetailsButton api={api} rowId={rowId} column={column} /> : null}
    </div>
  );
}

export const DataCell = memo(function DataCell(props: DataCellProps) {
  const { rowId, rowIndex, column, width, value, error, isCursor, editing, disabled, flash, row, depth = 0, tree } = props;
  const api = useTableApi();
  const ref = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState(false);
  const tipId = `${useId()}-error`;
  const alwaysVisible = ALWAYS_VISIBLE.has(column.type);
  const showEditor = column.type === 'slot' || alwaysVisible || (!disabled && (api.alwaysEdit || (isCursor && editing)));
  const options = api.linkageOptions(column, row ?? {}) ?? api.options[column.key] ?? [];

  // The cursor cell takes the DOM focus: its editor's control when editing, else the cell itself.
  useLayoutEffect(() => {
    if (!isCursor) return;
    const el = ref.current;
    if (!el) return;
    const active = document.activeElement;
    const inner = showEditor && (editing || alwaysVisible) ? el.querySelector<HTMLElement>(FOCUSABLE) : null;
    if (inner) {
      if (!el.contains(active) || active === el) inner.focus();
    } else if (active !== el && !el.contains(active)) el.focus();
  }, [isCursor, editing, showEditor, alwaysVisible]);

  let content: ReactNode;
  if (column.type === 'slot') {
    const render = column.slot ? api.slots?.[column.slot] : undefined;
    content = render
      ? render({ row: row ?? {}, rowId, rowIndex, column, value, disabled, setValue: (v) => api.setValue(rowId, column.key, v, 'change') })
      : null;
  } else if (showEditor && column.type !== 'hidden') {
    const Editor = EDITORS[column.type];
    content = (
      <Editor
        column={column}
        value={value}
        rowId={rowId}
        rowIndex={rowIndex}
        row={row}
        options={options}
        placeholder={placeholderOf(column)}
        disabled={disabled || column.disabled === true}
        autoFocus={isCursor && editing && !alwaysVisible && !api.alwaysEdit}
        invalid={error !== undefined}
        onInput={(v) => api.setValue(rowId, column.key, v, 'input')}
        onChange={(v) => api.setValue(rowId, column.key, v, 'change')}
        onBlur={() => api.blurCell(rowId, column.key)}
      />
    );
  } else {
    content = readOnly(column, value, options);
  }

  const cls = ['et-cell', 'et-data'];
  if (!showEditor && !tree) cls.push('et-text');
  if (error !== undefined) cls.push('et-invalid');
  if (isCursor) cls.push('et-cursor');
  if (flash) cls.push('et-flash');
  if (disabled) cls.push('et-disabled');
  return (
    <div
      ref={ref}
      role="gridcell"
      className={cls.join(' ')}
      style={{ width, paddingLeft: tree ? 4 + depth * ET_SIZES.treeIndent : undefined }}
      tabIndex={isCursor ? 0 : -1}
      data-key={column.key}
      data-editing={isCursor && editing ? 'true' : undefined}
      aria-invalid={error !== undefined || undefined}
      aria-describedby={error !== undefined && (hover || isCursor) ? tipId : undefined}
      aria-readonly={disabled || undefined}
      onMouseEnter={error !== undefined ? () => setHover(true) : undefined}
      onMouseLeave={() => setHover(false)}
      onClick={() => {
        if (disabled || column.type === 'slot') return;
        if (!(isCursor && editing)) api.focusCell(rowId, column.key, true);
      }}
    >
      {tree ? <TreeToggleButton rowId={rowId} state={tree} /> : null}
      {showEditor || tree ? <div className="et-content">{content}</div> : content}
      {column.showDetails ? <DetailsButton api={api} rowId={rowId} column={column} /> : null}
      {error !== undefined && (hover || isCursor) ? <ErrorTip id={tipId} anchor={ref.current} message={error} /> : null}
    </div>
  );
});
